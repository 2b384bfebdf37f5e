import { getProjectAnnotations } from 'virtual:/@storybook/builder-vite/project-annotations.js';
import { setProjectAnnotations } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import { afterEach, beforeEach, expect, inject } from 'vitest';
import { page } from 'vitest/browser';

// Each storybook project of vitest.config.ts runs its stories in one branding and one language.
const brand = inject('brand');
const locale = inject('locale');
setProjectAnnotations([getProjectAnnotations(), { initialGlobals: { brand, locale } }]);

/**
 * User events are dispatched as a browser dispatches them, not inside React's act(): a form that moves
 * focus or leaves the page while act() flushes made React throw "Should not already be working" (an
 * unhandled error that fails the run though every story passed). Plays await what they check.
 *
 * What a play waits for (`findBy…`, `waitFor`) may take up to 10 s rather than the library's 1 s: on CI's
 * two cores, shared by five story browsers, an overlay's first opening, which loads its code, took longer
 * than a second now and then, failing a story that holds everywhere else. A story that truly fails only
 * reports it later.
 */
beforeEach(() => {
  configure({ eventWrapper: (dispatch) => dispatch(), asyncUtilTimeout: 10_000 });
  // Story files share one page (isolate: false): each story starts as on a new page, with nothing
  // focused, scrolled to the top, and without the height a whole-viewport picture gave the body.
  if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
  document.body.style.minHeight = '';
  window.scrollTo(0, 0);
});

/**
 * MSW's service worker keeps in memory which pages asked for mocking. With the story files sharing one
 * page it outlives many files, and Chromium may stop it and start it again meanwhile (its idle and
 * lifetime limits): started again, it has forgotten this page and sends every request on to the network,
 * where the API answers 404. Before each story the page asks again, as MSW's start does on a new page.
 */
beforeEach(async () => {
  const worker = navigator.serviceWorker?.controller;
  // No worker yet: the first story's MSW start asks itself.
  if (!worker) return;
  await new Promise<void>((resolve) => {
    const done = () => {
      navigator.serviceWorker.removeEventListener('message', onMessage);
      clearTimeout(timeout);
      resolve();
    };
    const onMessage = (event: MessageEvent) => {
      if (event.data?.type === 'MOCKING_ENABLED') done();
    };
    const timeout = setTimeout(done, 1000);
    navigator.serviceWorker.addEventListener('message', onMessage);
    worker.postMessage('MOCK_ACTIVATE');
  });
});

const overlayRoles = ['dialog', 'alertdialog', 'listbox', 'menu', 'tooltip', 'grid'];

/** Overlays render into <body>, outside the story frame: then the whole viewport is the picture. */
const screenshotTarget = () => {
  const frame = document.querySelector('[data-testid="story-frame"]');
  const overlayOutsideFrame = overlayRoles.some((role) =>
    [...document.querySelectorAll(`[role="${role}"]`)].some((element) => !frame?.contains(element)),
  );
  if (!overlayOutsideFrame) return page.getByTestId('story-frame');
  document.body.style.minHeight = '100vh';
  return page.elementLocator(document.body);
};

/**
 * After a story's play function and axe check have passed, a run with pictures compares its rendering
 * with the committed reference for this branding (`pnpm test:stories:update` accepts new references):
 * the default branding's in English, CX's components in French and its screens in English. A run that
 * compares only the shell's stories (CI's CX run) leaves the others' pictures alone.
 */
const screenshots = inject('screenshots');
afterEach(async ({ task }) => {
  if (task.result?.state === 'fail' || screenshots === 'none') return;
  if (screenshots === 'shell stories' && !task.file.filepath.includes('/packages/app/src/shell/')) return;
  const name = `${task.name.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}-${brand}`;
  await expect.element(screenshotTarget()).toMatchScreenshot(name);
});

/**
 * Side by side (.storybook/BrandFrame.tsx) is a viewing option: a story rendered twice repeats its ids
 * and landmarks, so axe and the play function would judge something users never get. Registered last,
 * it runs before the picture is compared (after-hooks run in reverse).
 */
afterEach(() => {
  expect(document.querySelector('[data-side-by-side]'), 'a story test set the brand side by side').toBeNull();
});
