import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { vanillaLibrary } from '../../tokens/build/vanillaLibrary.ts';

const src = fileURLToPath(new URL('./src', import.meta.url));
const entryFolders = readdirSync(src).filter((name) => existsSync(`${src}/${name}/index.ts`));

/** One entry per component folder, so a consumer importing one component gets only its code and CSS. */
export default defineConfig(
  vanillaLibrary({
    entries: Object.fromEntries([
      ['index', `${src}/index.ts`],
      ...entryFolders.map((folder) => [`${folder}/index`, `${src}/${folder}/index.ts`]),
    ]),
  }),
);
