import { readFile } from 'node:fs/promises';
import { inflateRawSync } from 'node:zlib';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appRendered, newVisitor, useBrowser } from './browser.ts';
import { pdf, xsrfHeader } from './journey-helpers.ts';
import { signInAs } from './sign-in.ts';

/**
 * The entries of a ZIP by name, read from its central directory (stored or deflated, as every ZIP
 * writer makes them): enough to look inside the download without a ZIP library in the journeys.
 */
function zipEntries(zip: Buffer): Map<string, Buffer> {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) throw new Error('not a ZIP: no end of central directory');
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const entries = new Map<string, Buffer>();
  for (let index = 0; index < count; index++) {
    const method = zip.readUInt16LE(at + 10);
    const compressedSize = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const localHeader = zip.readUInt32LE(at + 42);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    const dataStart =
      localHeader + 30 + zip.readUInt16LE(localHeader + 26) + zip.readUInt16LE(localHeader + 28);
    const data = zip.subarray(dataStart, dataStart + compressedSize);
    entries.set(name, method === 8 ? inflateRawSync(data) : Buffer.from(data));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** The demo member's profile id, as users/me tells the member's own browser. */
const memberProfileId = async (context: BrowserContext) => {
  await signInAs(context, 'member');
  const me = await (await context.request.get('/api/users/me')).json();
  return me.person_profile_id as number;
};

/**
 * Presses a download button of the page, once the app has taken the prerendered page over, and reads the
 * ZIP the browser saved.
 */
const downloadZip = async (page: Page, button: string) => {
  await appRendered(page);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button, exact: true }).click(),
  ]);
  return {
    name: download.suggestedFilename(),
    entries: zipEntries(await readFile((await download.path()) ?? '')),
  };
};

const json = (entries: Map<string, Buffer>, name: string) =>
  JSON.parse(entries.get(name)?.toString('utf8') ?? 'null');

describe('a person’s data', () => {
  const browser = useBrowser();

  it('an admin downloads a person’s ZIP from their page: a JSON file for every kind of record present, and their files', async () => {
    const memberContext = await newVisitor(browser());
    const profileId = await memberProfileId(memberContext);
    const context = await newVisitor(browser());
    await signInAs(context, 'admin');
    // A file of the person's own, so the ZIP has one to hold whatever the demo data attached.
    const bytes = pdf;
    const upload = await context.request.post(
      `/private/api/assets?assetable_type=person_profile&assetable_id=${profileId}`,
      {
        headers: await xsrfHeader(context),
        multipart: { file: { name: 'data-export-check.pdf', mimeType: 'application/pdf', buffer: bytes } },
      },
    );
    expect(upload.status(), await upload.text()).toBe(201);
    const uploaded = (await upload.json()) as { id: number };

    const page = await context.newPage();
    await page.goto(`/person-profiles/${profileId}`);
    const { name, entries } = await downloadZip(page, 'Download their data');

    expect(name).toMatch(new RegExp(`^person-${profileId}-data-\\d{4}-\\d{2}-\\d{2}\\.zip$`));
    for (const kind of [
      'profile',
      'account',
      'addresses',
      'family',
      'memberships',
      'applications',
      'task-answers',
      'assignments',
      'leave-requests',
      'travel-plans',
      'reviews',
      'education-plans',
      'files',
      'audit',
    ]) {
      expect(entries.has(`data/${kind}.json`), kind).toBe(true);
    }
    const profile = json(entries, 'data/profile.json');
    expect(profile.id).toBe(profileId);
    expect(json(entries, 'data/account.json')).toMatchObject({ email: 'member@example.org' });
    // Each kind of record the demo member has is in its file, and every listed file is in the ZIP.
    const files = json(entries, 'data/files.json') as { id: number; path: string }[];
    const mine = files.find((file) => file.id === uploaded.id);
    expect(mine?.path).toBe(`files/${uploaded.id}-data-export-check.pdf`);
    for (const file of files) {
      expect(entries.has(file.path), file.path).toBe(true);
    }
    expect(Buffer.compare(entries.get(mine?.path ?? '') ?? Buffer.alloc(0), bytes)).toBe(0);
    // The demo data writes no audit rows: a fresh server's first export has none to hold.
    expect(Array.isArray(json(entries, 'data/audit.json'))).toBe(true);
    for (const kind of ['addresses', 'memberships']) {
      expect(json(entries, `data/${kind}.json`).length, kind).toBeGreaterThan(0);
    }
    expect(json(entries, 'data/family.json')).not.toBeNull();

    await context.request.delete(`/private/api/assets/${uploaded.id}`, {
      headers: await xsrfHeader(context),
    });
  });

  it('a member downloads their own data from My AIM', async () => {
    const context = await newVisitor(browser());
    const profileId = await memberProfileId(context);
    const page = await context.newPage();
    await page.goto('/my-aim');
    const { entries } = await downloadZip(page, 'Download my data');
    expect(json(entries, 'data/profile.json').id).toBe(profileId);
  });

  it('Z1 office staff of another organisation get 404 for the member’s data', async () => {
    const profileId = await memberProfileId(await newVisitor(browser()));
    const context = await newVisitor(browser());
    await signInAs(context, 'officeAfrica');
    const answer = await context.request.get(`/api/person-profiles/${profileId}/data.zip`);
    expect(answer.status()).toBe(404);
    expect(answer.headers()['content-type']).toMatch(/^application\/json/);
  });
});
