import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { mergeConfig } from 'vite';

const config: StorybookConfig = {
  stories: ['../packages/ui/src/**/*.mdx', '../packages/*/src/**/*.stories.@(ts|tsx)'],
  addons: [
    '@storybook/addon-docs',
    '@storybook/addon-a11y',
    '@storybook/addon-vitest',
    'msw-storybook-addon',
  ],
  framework: { name: '@storybook/react-vite', options: {} },
  // mockServiceWorker.js for MSW, and the brands' logos, favicons and manifests.
  staticDirs: ['../public', '../tokens/public'],
  core: { disableTelemetry: true },
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      plugins: [vanillaExtractPlugin()],
      optimizeDeps: {
        include: [
          '@mobilise/ui > @vanilla-extract/recipes/createRuntimeFn',
          '@mobilise/ui > @vanilla-extract/sprinkles/createRuntimeSprinkles',
        ],
      },
    }),
};
export default config;
