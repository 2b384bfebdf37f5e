import type { APIRequestContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newVisitor, useBrowser } from './browser.ts';
import { signInAs } from './sign-in.ts';

/** The renderer the app's build made for the server (global-setup.ts builds the app first). */
const rendererUrl = new URL('../../packages/app/dist/server-render/index.mjs', import.meta.url).href;

interface Renderer {
  renderSignedInDocument(
    url: string,
    call: (url: string, language: string) => Promise<Response>,
  ): Promise<string | null>;
}

const hostileName = '<img src=x onerror="alert(1)">';

/** The API as the server answers it to `api`'s session, with `rewrite` applied to users/me's answer. */
const callsThrough =
  (api: APIRequestContext, rewrite: (me: Record<string, unknown>) => Record<string, unknown> = (me) => me) =>
  async (url: string, language: string) => {
    const answer = await api.get(url, { headers: { 'accept-language': language } });
    const body =
      url === '/api/users/me' && answer.ok()
        ? JSON.stringify(rewrite((await answer.json()) as Record<string, unknown>))
        : new Uint8Array(await answer.body());
    return new Response(answer.status() === 204 ? null : body, {
      status: answer.status(),
      headers: { 'content-type': answer.headers()['content-type'] ?? '' },
    });
  };

describe("the app's renderer of the signed-in pages", () => {
  const browser = useBrowser();
  const renderer = async () => (await import(/* @vite-ignore */ rendererUrl)) as Renderer;

  it('writes what a member typed as text, never as markup: their name cannot put a script in the page', async () => {
    const context = await newVisitor(browser());
    await signInAs(context, 'member');
    const html = await (await renderer()).renderSignedInDocument(
      '/my-aim',
      callsThrough(context.request, (me) => ({ ...me, first_name: hostileName, known_as: hostileName })),
    );
    expect(html).toContain('Welcome, &lt;img src=x onerror=&quot;alert(1)&quot;&gt;');
    expect(html).not.toContain(hostileName);
    expect(html).toContain('<title>My AIM dashboard · Mobilise</title>');
    // The answers handed to the app carry the name as it is, inside their element.
    const answers = html?.match(/<script type="application\/json" id="server-queries">(.*?)<\/script>/s)?.[1];
    const me = (JSON.parse(answers ?? '[]') as { queryKey: unknown[]; data: { first_name?: string } }[]).find(
      (query) => query.data?.first_name !== undefined,
    );
    expect(me?.data.first_name).toBe(hostileName);
  });

  it('renders nothing for a visitor who is not signed in, nor for an address it does not render', async () => {
    const context = await newVisitor(browser());
    const { renderSignedInDocument } = await renderer();
    expect(await renderSignedInDocument('/my-aim', callsThrough(context.request))).toBeNull();
    await signInAs(context, 'member');
    expect(await renderSignedInDocument('/people', callsThrough(context.request))).toBeNull();
  });

  it("renders nothing for a user whom the dashboard's guard sends elsewhere", async () => {
    const context = await newVisitor(browser());
    await signInAs(context, 'member');
    // Mobilised by no organisation: the guard sends a person with a profile to that profile.
    const calls = callsThrough(context.request, (me) => ({ ...me, mobilised_by_organisations: [] }));
    expect(await (await renderer()).renderSignedInDocument('/my-aim', calls)).toBeNull();
  });
});
