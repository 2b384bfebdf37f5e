import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pixelmatch from 'pixelmatch';
import type { Locator, Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { expect } from 'vitest';

const baselineFolder = fileURLToPath(new URL('../__screenshots__/', import.meta.url));

/** The share of pixels that may differ, as the storybook screenshots allow (anti-aliasing, font hinting). */
const allowedMismatchedPixelRatio = 0.002;

/** What to leave out of a picture: texts that change from day to day whatever the code does. */
export interface ScreenshotOptions {
  /**
   * Painted over in one flat colour before the comparison. The demo data's dates are counted from the day
   * the server seeded it, so a date it shows moves every day; its place and size still count.
   */
  mask?: Locator[];
}

/**
 * Compares the whole page with `e2e/__screenshots__/<name>.png`. The baseline is written when it is
 * missing or when UPDATE_SCREENSHOTS=1; otherwise more than 0.2 % differing pixels, or another size,
 * fails and leaves the actual image and a diff in the temporary folder.
 */
export async function expectScreenshot(
  page: Page,
  name: string,
  { mask = [] }: ScreenshotOptions = {},
): Promise<void> {
  // Fonts and images settle before the shot, so a slow load is not a visual change.
  await page.evaluate(() => document.fonts.ready);
  const actual = await page.screenshot({
    fullPage: true,
    animations: 'disabled',
    caret: 'hide',
    mask,
    maskColor: '#d6d3f0',
  });
  const baselinePath = join(baselineFolder, `${name}.png`);
  if (process.env.UPDATE_SCREENSHOTS === '1' || !existsSync(baselinePath)) {
    mkdirSync(baselineFolder, { recursive: true });
    writeFileSync(baselinePath, actual);
    return;
  }
  const baseline = readFileSync(baselinePath);
  // The baseline holds the browser's own bytes: the same bytes are the same picture, without decoding both.
  if (actual.equals(baseline)) return;
  const expected = PNG.sync.read(baseline);
  const got = PNG.sync.read(actual);
  const failurePath = join(tmpdir(), `mobilise-screenshot-${name}`);
  if (expected.width !== got.width || expected.height !== got.height) {
    writeFileSync(`${failurePath}.actual.png`, actual);
    expect.fail(
      `${name}: the page is ${got.width}×${got.height}, the baseline ${expected.width}×${expected.height} (actual: ${failurePath}.actual.png)`,
    );
  }
  const diff = new PNG({ width: got.width, height: got.height });
  const differing = pixelmatch(expected.data, got.data, diff.data, got.width, got.height, { threshold: 0.1 });
  const ratio = differing / (got.width * got.height);
  if (ratio > allowedMismatchedPixelRatio) {
    writeFileSync(`${failurePath}.actual.png`, actual);
    writeFileSync(`${failurePath}.diff.png`, PNG.sync.write(diff));
    expect.fail(
      `${name}: ${(ratio * 100).toFixed(2)} % of the pixels differ from the baseline (see ${failurePath}.diff.png)`,
    );
  }
}

/**
 * The texts of the page's main part that hold a date ("28th Nov 2026", "From Nov 2019") or an age. The
 * demo data's dates are counted from the day it was seeded (an assignment's, an account's, a file's), and
 * an age from today, so what they say changes with the day the journeys run.
 */
export const datesShown = (page: Page): Locator =>
  page
    .getByRole('main')
    .getByText(/\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4}\b|\b[Aa]ge \d+\b/);

/**
 * The figures of the organisation dashboard's cards: the journeys share one server and add people and
 * applications to it, and which of them ran before the picture depends on the order of the files.
 */
export const dashboardFigures = (page: Page): Locator =>
  page
    .getByRole('main')
    .getByRole('article')
    .getByText(/^[\d\s,.]+$/);
