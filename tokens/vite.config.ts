import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { vanillaLibrary } from './build/vanillaLibrary.ts';

const src = fileURLToPath(new URL('./src', import.meta.url));

/** The package's public modules, compiled to JS and, for the themes and global styles, CSS. */
export default defineConfig(
  vanillaLibrary({
    entries: {
      index: `${src}/index.ts`,
      contract: `${src}/contract.css.ts`,
      'themes/default': `${src}/themes/default.css.ts`,
      'themes/cx': `${src}/themes/cx.css.ts`,
      global: `${src}/global.css.ts`,
      contrast: `${src}/contrast.ts`,
      'themes/default.tokens': `${src}/themes/default.tokens.ts`,
      'themes/cx.tokens': `${src}/themes/cx.tokens.ts`,
      'themes/shared.tokens': `${src}/themes/shared.tokens.ts`,
    },
  }),
);
