import { fileURLToPath } from 'node:url';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { fallbackLanguage, languages } from '../ui/src/i18n/languages.ts';
import { localeBundles } from './build/locale-bundles.ts';
import { precompress } from './build/precompress.ts';
import { prerenderPages } from './build/prerender-pages.ts';
import { startupChunk } from './build/startup-chunk.ts';
import { appNamespaceFiles } from './src/i18n/app-namespaces.ts';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '3000'}`;
const folder = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const startup = startupChunk();
/**
 * A field's label code (react-aria's useField and Label) with the ui FieldChrome every text field uses.
 * Split by who imports them, the combobox of the header search took the label code into a chunk of its
 * own, one more script for the sign-in page (/ 159.8 -> 160.2 KB); kept together, / weighs 159.5 KB.
 */
const fieldChrome = {
  name: 'FieldChrome',
  test: (id: string) =>
    /react-aria\/dist\/private\/label\/|react-aria-components\/dist\/(private|exports)\/Label\.|ui\/src\/FieldChrome\//.test(
      id,
    ),
};

export default defineConfig({
  plugins: [
    react(),
    // react-aria ships its own texts (a date field's segments, a list's announcements, drag and drop) in
    // some forty languages, all imported by each component: only ours are kept (the edit profile page
    // carried 14 KB gzip of drag-and-drop texts alone).
    { ...optimizeLocales.vite({ locales: [...languages] }), enforce: 'pre' },
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
    prerenderPages(),
  ],
  // Brand logos, favicons and manifests live with the tokens; the app serves them as they are.
  publicDir: folder('../../tokens/public'),
  build: {
    // One style sheet for the whole app (about 11 KB gzip), linked from index.html: split per chunk it was
    // some forty files, and a server-rendered page linked seventeen of them before its first paint, each a
    // round trip on a phone (/my-aim mobile 79 against 97 with a dozen fewer). Cached once, every later
    // page paints without fetching style sheets.
    cssCodeSplit: false,
    manifest: true,
    sourcemap: false,
    target: 'es2022',
    // Every browser the es2022 target reaches preloads modules itself; Vite's polyfill for those that do
    // not cost every first page 0.27 KB gzip.
    modulePreload: {
      polyfill: false,
      // A lazily loaded module's import carries no list of the chunks to fetch with it: in the start-up
      // chunk those lists, a hundred routes' worth, cost every first page 5.9 KB gzip. The server names the
      // first page's chunks in the page it sends instead (build/page-preloads.ts); a later navigation
      // fetches its page's chunk and then what that imports, from a cache that the first page mostly filled.
      resolveDependencies: (_file, dependencies, { hostType }) => (hostType === 'html' ? dependencies : []),
    },
    rolldownOptions: {
      output: {
        codeSplitting: { groups: [startup.group, fieldChrome] },
        // Chunks are named by their hash alone: every import between chunks and the preload list of each
        // lazily loaded page spell the names out, and the module names in them cost /login 1.2 KB gzip.
        chunkFileNames: 'assets/c-[hash].js',
      },
    },
  },
  server: { proxy: { '/api': apiTarget, '/logout': apiTarget } },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
});
