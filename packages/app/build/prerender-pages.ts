import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Manifest, type Plugin } from 'vite';

/** What `src/prerender/index.ts` gives the build, once built for Node. */
type Renderer = typeof import('../src/prerender/index.ts');

const appContainer = '<div id="app"></div>';
const documentElement = '<html lang="en">';
const appScript = '<script type="module" crossorigin';
const appModulePreload = '<link rel="modulepreload" crossorigin';

/** The style sheets of a manifest entry and of every chunk it imports, in the order the app loads them. */
const styleSheetsOf = (manifest: Manifest, key: string, seen = new Set<string>()): string[] => {
  if (seen.has(key)) return [];
  seen.add(key);
  const chunk = manifest[key];
  if (chunk === undefined) throw new Error(`The build manifest has no ${key}`);
  return [
    ...(chunk.imports ?? []).flatMap((imported) => styleSheetsOf(manifest, imported, seen)),
    ...(chunk.css ?? []),
  ];
};

/** The renderer built for Node and imported as a first visit would start: nothing kept in the browser. */
const loadRenderer = async (
  root: string,
  configFile: string | undefined,
  outDir: string,
): Promise<Renderer> => {
  await build({
    root,
    configFile,
    mode: 'production',
    logLevel: 'warn',
    build: { ssr: 'src/prerender/index.ts', outDir, emptyOutDir: true, manifest: false },
  });
  // The brand and language stores read the browser's storage when imported.
  Object.assign(globalThis, {
    localStorage: { getItem: () => null, setItem: () => {}, removeItem: () => {} },
  });
  return import(pathToFileURL(join(outDir, 'index.js')).href) as Promise<Renderer>;
};

/**
 * After the app's build, writes `dist/prerendered/<page>.html`: the public pages a visitor without a session
 * first sees, with their markup already in the page, so that a phone shows them as soon as the HTML and its
 * style sheets arrive instead of once the app's scripts have loaded and run. The server answers these
 * addresses with them (packages/server/src/http/web-app.ts), and the app then renders the same page in
 * their place. The markup is `inert`, so that nothing typed or clicked before is lost to that render.
 */
export const prerenderPages = (): Plugin => {
  let root = '';
  let dist = '';
  let configFile: string | undefined;
  let isServerBuild = false;
  return {
    name: 'mobilise:prerender-pages',
    apply: 'build',
    configResolved: (config) => {
      root = config.root;
      dist = resolve(config.root, config.build.outDir);
      configFile = config.configFile;
      isServerBuild = Boolean(config.build.ssr);
    },
    async closeBundle() {
      if (isServerBuild) return;
      const rendererFolder = join(root, 'node_modules/.cache/prerender');
      const { firstVisitDocumentAttributes, firstVisitScript, prerenderedPages, renderPublicPage } =
        await loadRenderer(root, configFile, rendererFolder);
      const manifest = JSON.parse(await readFile(join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
      const indexHtml = await readFile(join(dist, 'index.html'), 'utf8');
      for (const expected of [documentElement, appContainer, appScript]) {
        if (!indexHtml.includes(expected)) throw new Error(`index.html has no ${expected}`);
      }
      const englishFile = (await readdir(join(dist, 'assets'))).find((name) =>
        /^locale-en-.*\.json$/.test(name),
      );
      if (englishFile === undefined) throw new Error('The build wrote no English language file');
      const english = JSON.parse(await readFile(join(dist, 'assets', englishFile), 'utf8'));
      for (const page of prerenderedPages) {
        const links = [...new Set(styleSheetsOf(manifest, page.module))]
          .filter((file) => !indexHtml.includes(`/${file}"`))
          .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`)
          .join('');
        const markup = await renderPublicPage(page.path, english);
        const html = indexHtml
          .replace(documentElement, `${documentElement.slice(0, -1)} ${firstVisitDocumentAttributes}>`)
          // The page is already there: its style sheets and logo come before the app's scripts.
          .replaceAll(appScript, `${appScript} fetchpriority="low"`)
          .replaceAll(appModulePreload, `${appModulePreload} fetchpriority="low"`)
          .replace('</head>', `${links}</head>`)
          .replace(
            appContainer,
            `<div id="app"><div inert style="display:contents">${markup}</div></div><script>${firstVisitScript}</script>`,
          );
        const file = join(dist, 'prerendered', `${page.path.slice(1)}.html`);
        await mkdir(dirname(file), { recursive: true });
        await writeFile(file, html);
      }
      await rm(rendererFolder, { recursive: true });
    },
  };
};
