import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useBrowser } from './browser.ts';
import { answerTo, uniqueLetters } from './journey-helpers.ts';
import { type RunningServer, startServer } from './server.ts';
import { signInAs } from './sign-in.ts';

// A server of its own, since this journey kills it: the shared one serves every other journey. Run once
// (no second try): a fault that passes only on a retry is a fault.
describe('the server killed in the middle of a person’s autosaves', { retry: 0 }, () => {
  const browser = useBrowser();
  let dataDir: string;
  let server: RunningServer;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'mobilise-e2e-kill-'));
    server = await startServer(undefined, { dataDir });
  }, 240_000);

  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('R-AUTOSAVE-019 the browser retries until the server is back, the newest answer of each field wins, and nothing typed is lost', async () => {
    const context = await browser().newContext({
      baseURL: server.url,
      viewport: { width: 1280, height: 800 },
    });
    await signInAs(context, 'member');
    const profileId = (await (await context.request.get('/api/users/me')).json()).person_profile_id as number;
    const page = await context.newPage();
    await page.goto(`/person-profiles/${profileId}/edit`);
    const field = (name: string) => page.getByRole('textbox', { name, exact: true });
    await field('Known as').waitFor();
    const profilePut = new RegExp(`^/api/person-profiles/${profileId}$`);
    const letters = uniqueLetters();
    let failedSaves = 0;
    page.on('requestfailed', (request) => {
      if (request.method() === 'PUT') failedSaves++;
    });
    const typed: Record<string, string> = {};
    const type = async (label: string, answer: string, text: string) => {
      typed[answer] = text;
      await field(label).fill(text);
      // Leaving the field saves it at once.
      await page.keyboard.press('Tab');
    };

    // One save lands before the fault.
    const landed = answerTo(page, 'PUT', profilePut);
    await type('Known as', 'knownAs', `Before ${letters}`);
    expect((await landed).status()).toBe(200);

    // The server dies as the next save leaves the browser.
    const sent = page.waitForRequest((request) => request.method() === 'PUT');
    await type('Middle names', 'middleNames', `During ${letters}`);
    await sent;
    await server.kill();

    // Typing goes on while it is down: a newer answer for a saved field, and a field of its own.
    await type('Known as', 'knownAs', `After ${letters}`);
    await type('Former last name', 'formerLastName', `Down ${letters}`);
    // The saves fail, and are tried again (every 2 s) while the server is down.
    await expect.poll(() => failedSaves, { timeout: 15_000 }).toBeGreaterThanOrEqual(4);

    server = await startServer(undefined, { dataDir, port: Number(new URL(server.url).port) });
    const stored = async () => {
      const profile = await (await context.request.get(`/api/person-profiles/${profileId}`)).json();
      return Object.fromEntries(Object.keys(typed).map((answer) => [answer, profile[answer]]));
    };
    await expect
      .poll(stored, { timeout: 30_000, message: 'the stored profile against everything typed' })
      .toEqual(typed);
    // The page still holds what was typed, and says nothing went wrong.
    expect(await field('Known as').inputValue()).toBe(typed.knownAs);
    expect(await page.getByRole('dialog').count()).toBe(0);
  }, 120_000);
});
