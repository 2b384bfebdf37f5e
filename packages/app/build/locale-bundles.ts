import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/** Where one i18next namespace's texts are: a single file per language, or every file of a folder merged. */
export type NamespaceSource = { folder: string; file: string } | { folder: string; file?: undefined };

const virtualId = 'virtual:locale-bundles';
const resolvedId = `\0${virtualId}`;
const devPath = '/@locale-bundles/';

const readJson = (path: string): Record<string, unknown> => JSON.parse(readFileSync(path, 'utf8'));

const bundleOf = (language: string, namespaces: Record<string, NamespaceSource>) =>
  JSON.stringify(
    Object.fromEntries(
      Object.entries(namespaces).map(([namespace, { folder, file }]) => {
        const languageFolder = join(folder, language);
        const files =
          file === undefined
            ? readdirSync(languageFolder).filter((name) => name.endsWith('.json'))
            : [`${file}.json`];
        return [namespace, Object.assign({}, ...files.map((name) => readJson(join(languageFolder, name))))];
      }),
    ),
  );

/**
 * One JSON file per language with every namespace the app starts with, fetched at start-up rather than
 * bundled as JS: the texts stay out of the script budget, and each language is one request. The app
 * imports `virtual:locale-bundles`, the URL of each language's file (content-hashed in a build).
 */
export const localeBundles = (
  languages: readonly string[],
  namespaces: Record<string, NamespaceSource>,
  /** The language every visit loads (i18next's fallback), preloaded by the page so its fetch starts at once. */
  preloaded: string,
): Plugin => {
  let isBuild = false;
  let base = '/';
  return {
    name: 'mobilise:locale-bundles',
    configResolved: (config) => {
      isBuild = config.command === 'build';
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler: (_html, { bundle }) => {
        const file = Object.values(bundle ?? {}).find(
          (output) => output.type === 'asset' && output.names.includes(`locale-${preloaded}.json`),
        );
        if (!file) return undefined;
        // `crossorigin` gives the preload the credentials mode of the app's fetch(), so the fetch reuses it.
        const attrs = { rel: 'preload', href: `${base}${file.fileName}`, as: 'fetch', crossorigin: '' };
        return [{ tag: 'link', attrs, injectTo: 'head' as const }];
      },
    },
    resolveId: (id) => (id === virtualId ? resolvedId : undefined),
    load(id) {
      if (id !== resolvedId) return undefined;
      for (const { folder } of Object.values(namespaces)) this.addWatchFile(folder);
      const urls = languages.map((language) => {
        if (!isBuild) return `${JSON.stringify(language)}: ${JSON.stringify(`${devPath}${language}.json`)}`;
        const reference = this.emitFile({
          type: 'asset',
          name: `locale-${language}.json`,
          source: bundleOf(language, namespaces),
        });
        return `${JSON.stringify(language)}: import.meta.ROLLUP_FILE_URL_${reference}`;
      });
      return `export default { ${urls.join(', ')} };`;
    },
    configureServer(server) {
      server.middlewares.use(devPath, (request, response, next) => {
        const language = request.url?.replace(/^\//, '').replace(/\.json$/, '');
        if (language === undefined || !languages.includes(language)) return next();
        response.setHeader('content-type', 'application/json');
        response.end(bundleOf(language, namespaces));
      });
    },
  };
};
