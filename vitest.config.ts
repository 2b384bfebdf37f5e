import { availableParallelism } from 'node:os';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumArgs, chromiumPath } from './e2e/src/chromium.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The branding a storybook test project renders its stories in. */
    brand: 'default' | 'cx';
  }
}

// A new object per project: a shared one mislabels the projects' tests.
const browser = () => ({
  enabled: true,
  headless: true,
  provider: playwright({ launchOptions: { executablePath: chromiumPath, args: chromiumArgs } }),
  instances: [{ browser: 'chromium' as const }],
  // The size Storybook gives every story without a viewport of its own: a story file starting at another
  // height shrinks the page right after a text field had focus, which makes react-aria believe an on-screen
  // keyboard opened and delay every later overlay of the run (the story files share one page).
  viewport: { width: 1200, height: 900 },
  expect: {
    toMatchScreenshot: {
      comparatorName: 'pixelmatch' as const,
      comparatorOptions: { allowedMismatchedPixelRatio: 0.002 },
    },
  },
});

/** Every story is a test in each branding: play function, axe (a11y: 'error') and a screenshot. */
const storybookProject = (brand: 'default' | 'cx') => ({
  plugins: [storybookTest({ configDir: '.storybook' }), vanillaExtractPlugin()],
  // Scan every story up front: a dependency found mid-run makes Vite reload and fail the running tests.
  optimizeDeps: { entries: ['.storybook/preview.tsx', 'packages/*/src/**/*.stories.tsx'] },
  // Under NODE_ENV=test react-aria turns virtualisation off unless VIRT_ON is set, reading `process`,
  // which a browser lacks: set it so lists render as users get them.
  define: { 'process.env.VIRT_ON': '"1"' },
  test: {
    name: `storybook-${brand}`,
    browser: browser(),
    setupFiles: ['.storybook/vitest.setup.ts'],
    provide: { brand },
    // One page runs the story files one after another: a new page per file cost more than the stories
    // themselves (926 s against 377 s for both brandings); .storybook/vitest.setup.ts resets what a story
    // leaves behind. One file at a time: as fast here as two, and only one document ever holds the focus.
    isolate: false,
    fileParallelism: false,
  },
});

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [vanillaExtractPlugin()],
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'tokens/src/**/*.test.ts',
            'packages/*/src/**/*.test.{ts,tsx}',
            'packages/*/build/**/*.test.ts',
          ],
          exclude: ['**/*.browser.test.*', '**/node_modules/**'],
          globalSetup: ['packages/server/src/test/pglite-snapshot.ts'],
          // A worker per core: Vitest keeps one core for itself by default, which on two cores runs one
          // file at a time, though its main process sits nearly idle (331 s against 223 s on two cores).
          maxWorkers: availableParallelism(),
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      storybookProject('default'),
      storybookProject('cx'),
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['e2e/src/**/*.e2e.ts'],
          globalSetup: ['e2e/src/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
