import { dirname, relative } from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import type { Plugin, UserConfig } from 'vite';

/**
 * A vanilla-extract style module `X.css.ts` is published as `X.styles.js` with its CSS in `X.styles.css`:
 * the names vanilla-extract gives them by default (`X.css.js`, `X.css.ts.vanilla.css`) are the ones its
 * own bundler plugins take for source to compile, so a consumer using vanilla-extract could not load them.
 */
const styleModuleName = (name: string) => name.replace(/(?<!\.vanilla)\.css$/, '.styles');

/** The virtual chunk vanilla-extract puts each style module's CSS on (`X.css.ts.vanilla.css.js` here). */
const virtualChunk = /\.css\.ts\.vanilla\.css\.js$/;

/**
 * Library mode writes each module's CSS beside it but does not import it; this adds the import, so a
 * consumer importing one module gets that module's styles and nothing else.
 */
const importOwnCss = (): Plugin => ({
  name: 'mobilise-import-own-css',
  generateBundle(_options, bundle) {
    for (const [fileName, chunk] of Object.entries(bundle)) {
      if (chunk.type !== 'chunk' || !virtualChunk.test(fileName)) continue;
      const source = chunk.facadeModuleId?.replace(/\.vanilla\.css(\?.*)?$/, '');
      const styleModule = Object.values(bundle).find(
        (other) => other.type === 'chunk' && other.facadeModuleId === source,
      );
      if (styleModule?.type === 'chunk') {
        const imports = [...(chunk.viteMetadata?.importedCss ?? [])].map(
          (css) => `import './${relative(dirname(styleModule.fileName), css)}';`,
        );
        styleModule.code = `${imports.join('\n')}\n${styleModule.code}`;
      }
      delete bundle[fileName];
    }
    const virtualImport = /^import ["'][^"']+\.css\.ts\.vanilla\.css\.js["'];\n/gm;
    for (const chunk of Object.values(bundle)) {
      if (chunk.type === 'chunk') chunk.code = chunk.code.replace(virtualImport, '');
    }
  },
});

const isPackage = (id: string) => !id.startsWith('.') && !id.startsWith('/') && !id.startsWith('\0');

/**
 * The build of a published package written with vanilla-extract: ESM with one entry per public module,
 * modules preserved, styles compiled to plain CSS that each module imports, and every package it uses
 * left to the consumer (`bundled` names the ones compiled in instead).
 */
export const vanillaLibrary = ({
  entries,
  bundled = () => false,
}: {
  /** Output name (without `.js`) to source file. */
  entries: Record<string, string>;
  bundled?: (id: string) => boolean;
}): UserConfig => ({
  plugins: [vanillaExtractPlugin(), importOwnCss()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    lib: { entry: entries, formats: ['es'] },
    cssCodeSplit: true,
    rollupOptions: {
      external: (id) => isPackage(id) && !bundled(id),
      output: {
        preserveModules: true,
        preserveModulesRoot: 'src',
        entryFileNames: (chunk) => `${styleModuleName(chunk.name)}.js`,
        assetFileNames: (asset) => {
          const name = asset.names[0] ?? '[name]';
          return name.endsWith('.css.ts.vanilla.css')
            ? name.replace(/\.css\.ts\.vanilla\.css$/, '.styles.css')
            : 'assets/[name]-[hash][extname]';
        },
      },
    },
  },
});
