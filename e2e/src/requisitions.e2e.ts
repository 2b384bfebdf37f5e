import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './axe.ts';
import { appRendered, newVisitor, useBrowser } from './browser.ts';
import { answerTo, uniqueLetters, xsrfHeader } from './journey-helpers.ts';
import { signInAs } from './sign-in.ts';

/** Wide enough for the header's search box. */
const desktop = { width: 1280, height: 800 };

/**
 * Waits until react-aria's live announcer has let go of what the form just left announced (axe finds its
 * element unlabelled on the next page), as the teams journey does.
 */
const announcementsGone = (page: Page) =>
  page.waitForFunction(() => document.querySelector('[data-live-announcer] [role="img"]') === null);

/** A confirmation dialog's step, confirmed by its button of the same name. */
const confirmStep = async (page: Page, step: string) => {
  await page.getByRole('button', { name: step, exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: step, exact: true }).click();
};

describe('issue 33: an office user opens a requisition for a team, finds it, fills it', {
  timeout: 120_000,
}, () => {
  const browser = useBrowser();

  it('R-STATE-027 opens a requisition for a published team, finds it through the header search, fills it; the team is not archived while it is open, and is after', async () => {
    // Letters of this attempt's own, so that a retry finds its team alone in the form.
    const run = uniqueLetters();
    const context = await newVisitor(browser(), desktop);
    await signInAs(context, 'office');
    const headers = await xsrfHeader(context);
    const me = await (await context.request.get('/api/users/me')).json();
    const organisationId: number = me.is_office_staff_for[0];
    const organisations = (await (await context.request.get('/api/organisations')).json()).data as {
      id: number;
      name: string;
    }[];
    const organisationName = organisations.find(({ id }) => id === organisationId)?.name ?? '';
    // The team comes from the teams calls, which their own journey walks through the pages.
    const teamName = `Harbour welcome ${run}`;
    const team = await (
      await context.request.post('/api/teams', {
        headers,
        data: { organisation_id: organisationId, name: teamName, code: `HW-${run}` },
      })
    ).json();
    const published = await context.request.post(`/api/teams/${team.id}/publish`, {
      headers,
      data: { version: team.version },
    });
    expect(published.status()).toBe(200);

    const page = await context.newPage();
    const title = `Harbour host ${run}`;
    await page.goto('/requisitions/create');
    await page.getByRole('heading', { level: 1, name: 'Create a requisition' }).waitFor();
    await appRendered(page);
    // office@ is staff of one organisation: the form names it, read only (spec 01 §6).
    expect(await page.getByRole('button', { name: /^Organisation/ }).textContent()).toContain(
      organisationName,
    );
    await page.getByRole('textbox', { name: /^Title/ }).fill(title);
    await page.getByRole('button', { name: /Team or unit/ }).click();
    await page.getByRole('option', { name: `Team: ${teamName}` }).click();
    const created = answerTo(page, 'POST', /^\/api\/requisitions$/);
    await page.getByRole('button', { name: 'Create requisition' }).click();
    const answer = await created;
    expect(answer.status()).toBe(201);
    expect(await answer.json()).toMatchObject({ title, availability: 'OPEN', team_id: team.id });
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await page.getByText('Open', { exact: true }).waitFor();
    await announcementsGone(page);
    await expectNoAxeViolations(page);

    // The header search finds it at once, and opens it.
    await page.goto('/requisitions');
    await appRendered(page);
    const searchBox = page.getByRole('combobox', { name: 'Search' });
    await searchBox.click();
    await page.keyboard.type(`harbour host ${run}`);
    const requisitions = page
      .getByRole('listbox', { name: 'Search results' })
      .getByRole('group', { name: 'Requisitions' });
    await requisitions.getByRole('option', { name: title }).click();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();

    // While it is open, the team is not archived: its page says so and offers no Archive, and the server
    // refuses the call with its reason.
    await page.goto(`/teams/${team.id}`);
    await page.getByRole('heading', { level: 1, name: teamName }).waitFor();
    await appRendered(page);
    await page.getByText('While it has open requisitions or active members', { exact: false }).waitFor();
    expect(await page.getByRole('button', { name: 'Archive', exact: true }).count()).toBe(0);
    const refused = await context.request.post(`/api/teams/${team.id}/archive`, {
      headers,
      data: { version: team.version + 1 },
    });
    expect(refused.status()).toBe(409);
    expect((await refused.json()).code).toBe('team_has_open_requisitions');

    // Filled, it no longer holds the team.
    await page.getByRole('link', { name: title }).click();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    const filled = answerTo(page, 'POST', /^\/api\/requisitions\/\d+\/fill$/);
    await confirmStep(page, 'Mark filled');
    expect((await filled).status()).toBe(200);
    await page.getByText('Filled', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Reopen', exact: true }).waitFor();
    await announcementsGone(page);
    await expectNoAxeViolations(page);

    await page.goto(`/teams/${team.id}`);
    await page.getByRole('heading', { level: 1, name: teamName }).waitFor();
    await appRendered(page);
    const archived = answerTo(page, 'POST', /^\/api\/teams\/\d+\/archive$/);
    await confirmStep(page, 'Archive');
    expect((await archived).status()).toBe(200);
    await page.getByText('Archived', { exact: true }).waitFor();
    await context.close();
  });
});
