import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { fallbackLanguage, languages } from '../ui/src/i18n/languages.ts';
import { localeBundles } from './build/locale-bundles.ts';
import { precompress } from './build/precompress.ts';
import { startupChunk } from './build/startup-chunk.ts';
import { appNamespaceFiles } from './src/i18n/app-namespaces.ts';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '3000'}`;
const folder = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const startup = startupChunk();

export default defineConfig({
  plugins: [
    react(),
    startup.plugin,
    vanillaExtractPlugin(),
    localeBundles(
      languages,
      {
        ...Object.fromEntries(
          Object.entries(appNamespaceFiles).map(([namespace, file]) => [
            namespace,
            { folder: folder('./src/i18n/locales'), file },
          ]),
        ),
        // The component library's namespace (`uiNamespace`): its files, one per group of components, merged.
        ui: { folder: folder('../ui/src/i18n/locales') },
      },
      fallbackLanguage,
    ),
    precompress(),
  ],
  // Brand logos, favicons and manifests live with the tokens; the app serves them as they are.
  publicDir: folder('../../tokens/public'),
  build: {
    manifest: true,
    sourcemap: false,
    target: 'es2022',
    rolldownOptions: { output: { codeSplitting: { groups: [startup.group] } } },
  },
  server: { proxy: { '/api': apiTarget, '/logout': apiTarget } },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
});
