import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** WCAG 2.2 A and AA, the bar every screen of Mobilise meets. */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Fails with each violation's rule, impact and the elements it found, or passes with none. */
export const expectNoAxeViolations = async (page: Page) => {
  const { violations } = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
  const found = violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n  ${violation.nodes.map((node) => node.target.join(' ')).join('\n  ')}`,
  );
  expect(found, found.join('\n')).toEqual([]);
};
