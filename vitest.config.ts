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
  viewport: { width: 1024, height: 768 },
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
