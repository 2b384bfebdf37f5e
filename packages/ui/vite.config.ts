import { existsSync, readdirSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig, type Plugin } from 'vite';

const src = fileURLToPath(new URL('./src', import.meta.url));
const entryFolders = readdirSync(src).filter((name) => existsSync(`${src}/${name}/index.ts`));

/**
 * Library mode writes each module's CSS beside it but does not import it; this adds the import, so a
 * consumer importing one component gets that component's styles and nothing else.
 */
const importOwnCss = (): Plugin => ({
  name: 'mobilise-import-own-css',
  generateBundle(_options, bundle) {
    for (const [fileName, chunk] of Object.entries(bundle)) {
      // vanilla-extract puts each style module's CSS on a virtual `X.css.ts.vanilla.js` chunk.
      if (chunk.type !== 'chunk' || !fileName.endsWith('.css.ts.vanilla.js')) continue;
      const styleModule = bundle[fileName.replace(/\.css\.ts\.vanilla\.js$/, '.css.js')];
      if (styleModule?.type === 'chunk') {
        const imports = [...(chunk.viteMetadata?.importedCss ?? [])].map(
          (css) => `import './${relative(dirname(styleModule.fileName), css)}';`,
        );
        styleModule.code = `${imports.join('\n')}\n${styleModule.code}`;
      }
      delete bundle[fileName];
    }
    const virtualImport = /^import ["'][^"']+\.css\.ts\.vanilla\.js["'];\n/gm;
    for (const chunk of Object.values(bundle)) {
      if (chunk.type === 'chunk') chunk.code = chunk.code.replace(virtualImport, '');
    }
  },
});

const isPackage = (id: string) => !id.startsWith('.') && !id.startsWith('/') && !id.startsWith('\0');

/** ESM with one entry per component folder, modules preserved, dependencies left to the consumer. */
export default defineConfig({
  plugins: [vanillaExtractPlugin(), importOwnCss()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    lib: {
      entry: Object.fromEntries([
        ['index', `${src}/index.ts`],
        ...entryFolders.map((folder) => [`${folder}/index`, `${src}/${folder}/index.ts`]),
      ]),
      formats: ['es'],
    },
    cssCodeSplit: true,
    rollupOptions: {
      // Tokens are compiled in: their .css.ts files become CSS variables and class names here.
      external: (id) => isPackage(id) && !id.startsWith('@mobilise/tokens'),
      output: { preserveModules: true, preserveModulesRoot: 'src', entryFileNames: '[name].js' },
    },
  },
});
