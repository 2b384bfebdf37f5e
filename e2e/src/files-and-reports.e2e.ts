import { readFile } from 'node:fs/promises';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './axe.ts';
import { appRendered, newVisitor, useBrowser } from './browser.ts';
import { signInAs } from './sign-in.ts';

/** A small real PDF: the server decides a file's type by its first bytes. */
const pdf = (text: string) =>
  Buffer.from(
    `%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\n% ${text}\ntrailer <</Root 1 0 R>>\n%%EOF\n`,
  );

/** A Windows program (its "MZ" header and DOS stub), named and typed as a PDF. */
const programPretendingToBePdf = Buffer.concat([
  Buffer.from('MZ'),
  Buffer.alloc(58),
  Buffer.from([0x80, 0, 0, 0]),
  Buffer.from('This program cannot be run in DOS mode.'),
]);

/** The demo member's profile id, as users/me tells the member's own browser. */
const memberProfileId = async (context: BrowserContext) => {
  await signInAs(context, 'member');
  const me = await (await context.request.get('/api/users/me')).json();
  return me.person_profile_id as number;
};

/** The member's profile as office staff of their organisation, who may edit it, open at its attached files. */
const officeOnMemberProfile = async (browser: Parameters<typeof newVisitor>[0]) => {
  const profileId = await memberProfileId(await newVisitor(browser));
  const context = await newVisitor(browser);
  await signInAs(context, 'office');
  const page = await context.newPage();
  await page.goto(`/person-profiles/${profileId}`);
  await appRendered(page);
  const files = page.getByRole('region', { name: 'Attached files' });
  await files.getByRole('button', { name: 'Choose a file' }).waitFor();
  return { context, page, files, profileId };
};

type ChosenFile = { name: string; mimeType: string; buffer: Buffer };

/**
 * Chooses a file as a user does, with the "Choose a file" button of `scope` and the browser's file
 * chooser. The page arrives rendered by the server, so a press before the app has taken the button over
 * opens nothing: it is pressed again until the chooser opens.
 */
const chooseFile = async (page: Page, scope: Locator, file: ChosenFile) => {
  const button = scope.getByRole('button', { name: /^Choose a file$/ });
  for (let attempt = 0; attempt < 15; attempt++) {
    const chooser = page.waitForEvent('filechooser', { timeout: 2_000 }).catch(() => null);
    await button.click();
    const opened = await chooser;
    if (opened) return opened.setFiles(file);
  }
  throw new Error('The file chooser never opened');
};

const fileLink = (page: Page, title: string) =>
  page.getByRole('region', { name: 'Attached files' }).getByRole('link', { name: new RegExp(`^${title}`) });

describe('files attached to a person', () => {
  const browser = useBrowser();

  it('R-FILE-010 office staff attach a PDF, see it listed, rename, replace, download the new bytes and delete it', async () => {
    const { context, page, files } = await officeOnMemberProfile(browser());

    await chooseFile(page, files, { name: 'visa.pdf', mimeType: 'application/pdf', buffer: pdf('first') });
    const uploaded = fileLink(page, 'visa');
    await uploaded.waitFor();
    await expectNoAxeViolations(page);

    await files.getByRole('button', { name: 'Rename visa.pdf' }).click();
    const title = files.getByRole('textbox', { name: 'Title' });
    await title.fill('Visa 2026');
    await title.press('Enter');
    const renamed = fileLink(page, 'Visa 2026');
    await renamed.waitFor();

    await files.getByRole('button', { name: 'Replace Visa 2026' }).click();
    const modal = page.getByRole('dialog', { name: /Visa 2026/ });
    const second = pdf('second, replaced');
    await chooseFile(page, modal, { name: 'visa-v2.pdf', mimeType: 'application/pdf', buffer: second });
    await modal.getByRole('button', { name: 'Update' }).click();
    await modal.waitFor({ state: 'hidden' });

    // A PDF opens in a new tab; its address downloads the bytes now stored.
    const href = (await renamed.getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/assets\/\d+\?assetable_type=person_profile&assetable_id=\d+$/);
    expect(await renamed.getAttribute('target')).toBe('_blank');
    const download = await context.request.get(href);
    expect(download.status()).toBe(200);
    expect(Buffer.compare(await download.body(), second)).toBe(0);

    await files.getByRole('button', { name: 'Delete Visa 2026' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await renamed.waitFor({ state: 'detached' });
    expect((await context.request.get(href)).status()).toBe(404);
  });

  it('R-FILE-024 a program renamed .pdf is refused with "Sorry, something went wrong, please try again later." and not listed', async () => {
    const { page, files } = await officeOnMemberProfile(browser());
    const before = await files.getByRole('link').count();
    const [upload] = await Promise.all([
      page.waitForResponse((response) => response.request().method() === 'POST'),
      chooseFile(page, files, {
        name: 'invoice.pdf',
        mimeType: 'application/pdf',
        buffer: programPretendingToBePdf,
      }),
    ]);
    expect(upload.status()).toBe(415);
    await expect
      .poll(() => files.getByRole('alert').textContent())
      .toBe('Sorry, something went wrong, please try again later.');
    expect(await files.getByRole('link').count()).toBe(before);
    expect(await fileLink(page, 'invoice').count()).toBe(0);
  });
});

/** Clicks a report in the sidebar's People Management menu and waits for the file it saves. */
const downloadFromSidebar = async (page: Page, report: string) => {
  const sidebar = page.getByRole('navigation', { name: 'Organisation' });
  const section = sidebar.getByRole('button', { name: 'People Management' });
  if ((await section.getAttribute('aria-expanded')) !== 'true') await section.click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    sidebar.getByRole('link', { name: report, exact: true }).click(),
  ]);
  return { name: download.suggestedFilename(), body: await readFile((await download.path()) ?? '', 'utf8') };
};

describe('the CSV reports of the sidebar', () => {
  const browser = useBrowser();

  it('office staff download the ABO report and the historic one; the RHAF and eligible voters reports are refused them', async () => {
    const context = await newVisitor(browser());
    await signInAs(context, 'office');
    const page = await context.newPage();
    await page.goto('/orgs/1/dashboard');
    for (const report of ['ABO report', 'Historic ABO report']) {
      const file = await downloadFromSidebar(page, report);
      expect(file.name, report).toMatch(/\.csv$/);
      expect(file.body.startsWith('\uFEFF'), report).toBe(true);
    }
    const sidebar = page.getByRole('navigation', { name: 'Organisation' });
    expect(await sidebar.getByRole('link', { name: 'RHAF report' }).count()).toBe(0);
    for (const path of ['/download-csv/rhaf-report', '/download-csv/eligible-voters-report']) {
      expect((await context.request.get(path)).status(), path).toBe(403);
    }
  });

  it('an admin downloads the RHAF and eligible voters reports', async () => {
    const context = await newVisitor(browser());
    await signInAs(context, 'admin');
    const page = await context.newPage();
    await page.goto('/orgs/1/dashboard');
    for (const report of ['RHAF report', 'Eligible Voters report']) {
      const file = await downloadFromSidebar(page, report);
      expect(file.name, report).toMatch(/\.csv$/);
      expect(file.body.startsWith('\uFEFF'), report).toBe(true);
    }
  });

  it('office staff who download too often are told, in the sidebar’s dialog, how long to wait', async () => {
    // Its own user, so the per-user download limit it spends holds back no other journey's export.
    const context = await newVisitor(browser());
    await signInAs(context, 'multiOffice');
    const me = await (await context.request.get('/api/users/me')).json();
    const page = await context.newPage();
    await page.goto(`/orgs/${me.is_office_staff_for[0]}/dashboard`);
    await appRendered(page);
    const sidebar = page.getByRole('navigation', { name: 'Organisation' });
    await sidebar.getByRole('button', { name: 'People Management' }).click();
    // The limit is ten downloads a minute: they are spent at once beside the page, since ten made one
    // after another could outlast the minute on a loaded host and never reach it. The eleventh, from the
    // sidebar, is refused.
    const downloads = await Promise.all(
      Array.from({ length: 10 }, () => context.request.get('/download-csv/abo-report')),
    );
    expect(downloads.map((download) => download.status())).toEqual(Array(10).fill(200));
    await sidebar.getByRole('link', { name: 'ABO report', exact: true }).click();
    const refusal = page.getByRole('alertdialog', { name: 'The CSV could not be downloaded.' });
    await refusal.waitFor();
    expect(await refusal.textContent()).toMatch(/Too many downloads in a short time\. Try again in/);
    await expectNoAxeViolations(page);
  });

  it('a member without the ABO capability is refused the ABO report, in words that say why', async () => {
    const context = await newVisitor(browser());
    await signInAs(context, 'member');
    const refused = await context.request.get('/download-csv/abo-report');
    expect(refused.status()).toBe(403);
    expect((await refused.json()).message).toEqual(expect.any(String));
  });
});
