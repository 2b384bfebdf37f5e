import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './axe.ts';
import { appRendered, useBrowser } from './browser.ts';
import { answerTo, signedInPage, uniqueLetters } from './journey-helpers.ts';

/**
 * Waits until react-aria's live announcer has let go of what the form just left announced: it keeps each
 * announcement a few seconds as an element labelled by an id of the form, which axe, run on the next
 * page meanwhile, finds unlabelled.
 */
const announcementsGone = (page: Page) =>
  page.waitForFunction(() => document.querySelector('[data-live-announcer] [role="img"]') === null);

/** A confirmation dialog's step, confirmed by its button of the same name. */
const confirmStep = async (page: Page, step: string) => {
  await page.getByRole('button', { name: step, exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: step, exact: true }).click();
};

describe('issue 33: an office user runs a unit and its team, and places a geolocation on the map', {
  timeout: 120_000,
}, () => {
  const browser = useBrowser();
  const run = uniqueLetters();

  it('R-STATE-026 creates a unit, a DRAFT team under it, publishes the team and archives it, each step on the team’s page', async () => {
    const page = await signedInPage(browser(), 'office');
    const unitName = `Outreach ${run}`;
    const teamName = `Harbour team ${run}`;

    await page.goto('/units/create');
    await page.getByRole('heading', { level: 1, name: 'Create a unit' }).waitFor();
    await appRendered(page);
    await page.getByRole('textbox', { name: /^Name/ }).fill(unitName);
    await page.getByRole('textbox', { name: /^Code/ }).fill(`OUT-${run}`);
    const unitCreated = answerTo(page, 'POST', /^\/api\/units$/);
    await page.getByRole('button', { name: 'Create the unit' }).click();
    expect((await unitCreated).status()).toBe(201);
    await page.getByRole('heading', { level: 1, name: unitName }).waitFor();
    await announcementsGone(page);
    await expectNoAxeViolations(page);

    await page.goto('/teams/create');
    await page.getByRole('heading', { level: 1, name: 'Create a team' }).waitFor();
    await appRendered(page);
    await page.getByRole('textbox', { name: /^Name/ }).fill(teamName);
    await page.getByRole('textbox', { name: /^Code/ }).fill(`HBR-${run}`);
    await page.getByRole('button', { name: /Unit/ }).click();
    await page.getByRole('option', { name: unitName }).click();
    const teamCreated = answerTo(page, 'POST', /^\/api\/teams$/);
    await page.getByRole('button', { name: 'Create the team' }).click();
    const created = await teamCreated;
    expect(created.status()).toBe(201);
    expect(await created.json()).toMatchObject({ name: teamName, status: 'DRAFT', is_archived: false });
    await page.getByRole('heading', { level: 1, name: teamName }).waitFor();
    await page.getByText('Draft', { exact: true }).waitFor();
    expect(await page.getByRole('link', { name: unitName }).isVisible()).toBe(true);

    const published = answerTo(page, 'POST', /^\/api\/teams\/\d+\/publish$/);
    await confirmStep(page, 'Publish');
    expect((await published).status()).toBe(200);
    await page.getByText('Published', { exact: true }).waitFor();
    await announcementsGone(page);
    await expectNoAxeViolations(page);

    const archived = answerTo(page, 'POST', /^\/api\/teams\/\d+\/archive$/);
    await confirmStep(page, 'Archive');
    expect((await archived).status()).toBe(200);
    await page.getByText('Archived', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Unarchive', exact: true }).waitFor();

    // The unit lists its team as archived; the teams list shows it only with the archived ones.
    await page.getByRole('link', { name: unitName }).click();
    await page.getByRole('heading', { level: 1, name: unitName }).waitFor();
    await page.getByRole('link', { name: `${teamName} (archived)` }).waitFor();
    await page.goto('/teams');
    await page.getByRole('grid', { name: 'All teams' }).waitFor();
    await appRendered(page);
    expect(await page.getByRole('rowheader', { name: teamName }).count()).toBe(0);
    await page.getByRole('checkbox', { name: 'Include archived' }).focus();
    await page.keyboard.press('Space');
    await page.getByRole('rowheader', { name: teamName }).waitFor();
    await page.context().close();
  });

  it('creates a geolocation by picking its point on the map, and its page shows the point with its coordinates and country in text', async () => {
    const page = await signedInPage(browser(), 'office');
    const placeName = `Malindi ${run}`;
    await page.goto('/geolocations/create');
    await page.getByRole('heading', { level: 1, name: 'Create a geolocation' }).waitFor();
    await appRendered(page);
    await page.getByRole('textbox', { name: /^Name/ }).fill(placeName);
    await page.getByRole('button', { name: /Country/ }).click();
    await page.getByRole('searchbox').fill('Kenya');
    await page.getByRole('option', { name: 'Kenya' }).click();

    // The map is drawn from data bundled with the app: no tile server is asked for anything.
    const map = page.getByRole('img', { name: 'World map: no point chosen yet' });
    const box = await map.boundingBox();
    if (!box) throw new Error('The map is not on the page');
    // 40° east, 3° south on the plate carrée: x from -180..180, y from 90..-90.
    await page.mouse.click(box.x + ((40 + 180) / 360) * box.width, box.y + ((90 + 3) / 180) * box.height);
    const latitude = Number(await page.getByRole('textbox', { name: /^Latitude/ }).inputValue());
    const longitude = Number(await page.getByRole('textbox', { name: /^Longitude/ }).inputValue());
    expect(Math.abs(latitude - -3)).toBeLessThan(1);
    expect(Math.abs(longitude - 40)).toBeLessThan(1);
    await page
      .getByRole('img', {
        name: `World map with the point chosen: latitude ${latitude}, longitude ${longitude}`,
      })
      .waitFor();
    await expectNoAxeViolations(page);

    const placeCreated = answerTo(page, 'POST', /^\/api\/geolocations$/);
    await page.getByRole('button', { name: 'Create the geolocation' }).click();
    const created = await placeCreated;
    expect(created.status()).toBe(201);
    expect(await created.json()).toMatchObject({ name: placeName, country: 'KE', latitude, longitude });

    await page.getByRole('heading', { level: 1, name: placeName }).waitFor();
    await announcementsGone(page);
    const coordinates = `Latitude ${latitude}, longitude ${longitude}`;
    await page.getByText(coordinates, { exact: true }).waitFor();
    await page.getByText('Kenya', { exact: true }).waitFor();
    const shown = page.getByRole('img', { name: `World map showing ${placeName}, Kenya: ${coordinates}` });
    await shown.waitFor();
    expect(await shown.locator('circle').count()).toBe(1);
    await expectNoAxeViolations(page);
    await page.context().close();
  });
});
