import { getProjectAnnotations } from 'virtual:/@storybook/builder-vite/project-annotations.js';
import { setProjectAnnotations } from '@storybook/react-vite';
import { afterEach, expect, inject } from 'vitest';
import { page } from 'vitest/browser';

// Each storybook project of vitest.config.ts runs every story in one branding.
const brand = inject('brand');
setProjectAnnotations([getProjectAnnotations(), { initialGlobals: { brand } }]);

/**
 * After a story's play function and axe check have passed, its rendering is compared with the
 * committed reference for this branding (`pnpm test:stories:update` accepts new references).
 */
afterEach(async ({ task }) => {
  if (task.result?.state === 'fail') return;
  const name = `${task.name.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}-${brand}`;
  await expect.element(page.getByTestId('story-frame')).toMatchScreenshot(name);
});
