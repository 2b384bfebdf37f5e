import type { BrowserContext, Locator, Page, Response } from 'playwright-core';
import { newVisitor } from './browser.ts';
import { type DemoRole, signInAs } from './sign-in.ts';

/** Letters no other run of a journey has used, as a name is typed. */
export const uniqueLetters = () =>
  [...Date.now().toString(36).slice(-6)]
    .map((c) => String.fromCharCode(97 + (parseInt(c, 36) % 26)))
    .join('');

/** The header a write through the context's API requests needs, echoing its XSRF-TOKEN cookie. */
export const xsrfHeader = async (context: BrowserContext) => {
  const xsrf = (await context.cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  return { 'X-XSRF-TOKEN': decodeURIComponent(xsrf) };
};

/** The answer to the next request of `method` whose path matches `path`. */
export const answerTo = (page: Page, method: string, path: RegExp): Promise<Response> =>
  page.waitForResponse(
    (response) => response.request().method() === method && path.test(new URL(response.url()).pathname),
  );

/** A page of a new browser profile signed in as a demo user. */
export const signedInPage = async (browser: Parameters<typeof newVisitor>[0], role: DemoRole) => {
  const context = await newVisitor(browser);
  await signInAs(context, role);
  return context.newPage();
};

/** A small real PDF: the server decides a file's type by its first bytes. */
export const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n',
);

/**
 * Chooses a file with the "Choose a file" button of `scope` and the browser's file chooser, pressed again
 * until the chooser opens (a press before the app has taken the button over opens nothing).
 */
export const chooseFile = async (
  page: Page,
  scope: Locator,
  file: { name: string; mimeType: string; buffer: Buffer },
) => {
  const button = scope.getByRole('button', { name: /^Choose a file$/ });
  for (let attempt = 0; attempt < 15; attempt++) {
    const chooser = page.waitForEvent('filechooser', { timeout: 2_000 }).catch(() => null);
    await button.click();
    const opened = await chooser;
    if (opened) return opened.setFiles(file);
  }
  throw new Error('The file chooser never opened');
};
