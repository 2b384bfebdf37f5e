import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Manifest, type Plugin } from 'vite';
import { lazyModulesOfRoutes, pagePreloads, pagePreloadsFile } from './page-preloads.ts';

/** What `src/prerender/index.ts` gives the build, once built for Node. */
type Renderer = typeof import('../src/prerender/index.ts');

const appContainer = '<div id="app"></div>';
const documentElement = '<html lang="en">';
const appScript = '<script type="module" crossorigin';
const appModulePreload = '<link rel="modulepreload" crossorigin';
const documentTitle = /<title>[^<]*<\/title>/;

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (character) => `&#${character.charCodeAt(0)};`);

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

/** Where the build puts the renderer built for Node, which the server imports (and never serves). */
const rendererFolder = 'server-render';

/**
 * The renderer built for Node as one self-contained module (no imports from node_modules), so that the
 * server runs it from the app's build alone.
 */
const buildRenderer = async (
  root: string,
  configFile: string | undefined,
  outDir: string,
): Promise<Renderer> => {
  await build({
    root,
    configFile,
    mode: 'production',
    logLevel: 'warn',
    ssr: { noExternal: true },
    // React's production build, whatever the server's environment.
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      ssr: 'src/prerender/index.ts',
      outDir,
      emptyOutDir: true,
      manifest: false,
      rollupOptions: { output: { entryFileNames: '[name].mjs', chunkFileNames: '[name]-[hash].mjs' } },
    },
  });
  return import(pathToFileURL(join(outDir, 'index.mjs')).href) as Promise<Renderer>;
};

/** index.html with a page's markup (or its placeholder) already in it, and the script that checks it. */
const documentWith = (
  indexHtml: string,
  page: { title: string; styleSheets: string[]; markup: string; script: string; documentAttributes: string },
) =>
  indexHtml
    .replace(documentTitle, () => `<title>${escapeHtml(page.title)}</title>`)
    .replace(documentElement, `${documentElement.slice(0, -1)} ${page.documentAttributes}>`)
    // The page is already there: its style sheets and logo come before the app's scripts.
    .replaceAll(appScript, `${appScript} fetchpriority="low"`)
    .replaceAll(appModulePreload, `${appModulePreload} fetchpriority="low"`)
    .replace(
      '</head>',
      `${page.styleSheets.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`).join('')}</head>`,
    )
    .replace(
      appContainer,
      `<div id="app"><div inert style="display:contents">${page.markup}</div></div><script>${page.script}</script>`,
    );

const writeFileIn = async (file: string, text: string) => {
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, text);
};

/**
 * After the app's build, writes `dist/prerendered/<page>.html`: the public pages a visitor without a session
 * first sees, with their markup already in the page, so that a phone shows them as soon as the HTML and its
 * style sheets arrive instead of once the app's scripts have loaded and run. The server answers these
 * addresses with them (packages/server/src/http/web-app.ts), and the app then renders the same page in
 * their place. The markup is `inert`, so that nothing typed or clicked before is lost to that render.
 *
 * The signed-in pages the server renders itself (`src/prerender/render-signed-in-page.tsx`) get the same
 * document with a placeholder for their markup, in `dist/server-render/` beside the renderer and the
 * English texts, where the server's `signed-in-pages.ts` finds them; and there too the scripts each route's
 * first visit needs (`page-preloads.ts`), which the server names in whichever page it sends.
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
      const rendererDist = join(dist, rendererFolder);
      const renderer = await buildRenderer(root, configFile, rendererDist);
      const manifest = JSON.parse(await readFile(join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
      const indexHtml = await readFile(join(dist, 'index.html'), 'utf8');
      for (const expected of [documentElement, appContainer, appScript]) {
        if (!indexHtml.includes(expected)) throw new Error(`index.html has no ${expected}`);
      }
      if (!documentTitle.test(indexHtml)) throw new Error('index.html has no <title>');
      const englishFile = (await readdir(join(dist, 'assets'))).find((name) =>
        /^locale-en-.*\.json$/.test(name),
      );
      if (englishFile === undefined) throw new Error('The build wrote no English language file');
      const englishText = await readFile(join(dist, 'assets', englishFile), 'utf8');
      const styleSheetsOfModules = (modules: readonly string[]) => {
        const seen = new Set<string>();
        return [...new Set(modules.flatMap((module) => styleSheetsOf(manifest, module, seen)))].filter(
          (file) => !indexHtml.includes(`/${file}"`),
        );
      };
      const documentAttributes = renderer.firstVisitDocumentAttributes;
      const english = JSON.parse(englishText);
      const titleOf = (path: string) => renderer.firstVisitTitle(path, english);
      for (const page of renderer.prerenderedPages) {
        const html = documentWith(indexHtml, {
          title: await titleOf(page.path),
          styleSheets: styleSheetsOfModules([page.module]),
          markup: await renderer.renderPublicPage(page.path, english),
          script: renderer.firstVisitScript,
          documentAttributes,
        });
        await writeFileIn(join(dist, 'prerendered', `${page.path.slice(1)}.html`), html);
      }
      for (const page of renderer.signedInPages) {
        const html = documentWith(indexHtml, {
          title: await renderer.firstVisitRouteTitle(page.route, english),
          styleSheets: styleSheetsOfModules(page.modules),
          markup: renderer.signedInMarkupPlaceholder,
          script: renderer.signedInFirstVisitScript,
          documentAttributes,
        });
        await writeFileIn(join(rendererDist, renderer.documentFileOf(page)), html);
      }
      await writeFile(join(rendererDist, renderer.englishFileName), englishText);
      await writeFile(join(rendererDist, renderer.pageListFileName), renderer.pageList());
      const preloads = pagePreloads(
        manifest,
        renderer.routeShapes,
        lazyModulesOfRoutes(await readFile(join(root, 'src/routes/table.ts'), 'utf8')),
        {
          tableFolder: 'src/routes',
          shellModule: 'src/shell/ShellLayout.tsx',
          indexScripts: [...indexHtml.matchAll(/<script type="module" crossorigin src="\/([^"]+)"/g)].map(
            ([, file = '']) => file,
          ),
        },
      );
      await writeFile(join(rendererDist, pagePreloadsFile), JSON.stringify(preloads));
    },
  };
};
