import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pixelmatch from 'pixelmatch';
import type { Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { expect } from 'vitest';

const baselineFolder = fileURLToPath(new URL('../__screenshots__/', import.meta.url));

/** The share of pixels that may differ, as the storybook screenshots allow (anti-aliasing, font hinting). */
const allowedMismatchedPixelRatio = 0.002;

/**
 * Compares the whole page with `e2e/__screenshots__/<name>.png`. The baseline is written when it is
 * missing or when UPDATE_SCREENSHOTS=1; otherwise more than 0.2 % differing pixels, or another size,
 * fails and leaves the actual image and a diff in the temporary folder.
 */
export async function expectScreenshot(page: Page, name: string): Promise<void> {
  // Fonts and images settle before the shot, so a slow load is not a visual change.
  await page.evaluate(() => document.fonts.ready);
  const actual = await page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
  const baselinePath = join(baselineFolder, `${name}.png`);
  if (process.env.UPDATE_SCREENSHOTS === '1' || !existsSync(baselinePath)) {
    mkdirSync(baselineFolder, { recursive: true });
    writeFileSync(baselinePath, actual);
    return;
  }
  const expected = PNG.sync.read(readFileSync(baselinePath));
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
