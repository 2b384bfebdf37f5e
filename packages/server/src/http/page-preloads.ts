import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { rendererFolder } from './signed-in-pages.ts';

/**
 * The build's list of the scripts each route's first visit needs besides index.html's own
 * (`packages/app/build/page-preloads.ts`): `[{ path: '/people/:id/edit', files: ['/assets/c-….js'] }]`.
 */
const preloadListFile = join(rendererFolder, 'page-preloads.json');

interface RoutePreload {
  pattern: RegExp;
  /** How many of its segments are parameters: a route whose segments are more literal wins. */
  parameters: number;
  files: readonly string[];
}

const parameter = /:[A-Za-z_]+/g;

const routePreloadOf = ({ path, files }: { path: string; files: string[] }): RoutePreload => ({
  pattern: new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(parameter, '[^/]+')}$`),
  parameters: path.match(parameter)?.length ?? 0,
  files,
});

/** The list of one build, read again when a new build replaces it. */
let cached: { file: string; modified: number; routes: RoutePreload[] } | undefined;

const routesOf = async (appDist: string): Promise<RoutePreload[]> => {
  const file = join(appDist, preloadListFile);
  let modified: number;
  try {
    modified = (await stat(file)).mtimeMs;
  } catch (error) {
    // A build from before the list, or none: the page loads its chunks as the app asks for them.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  if (cached?.file !== file || cached.modified !== modified) {
    const list = JSON.parse(await readFile(file, 'utf8')) as { path: string; files: string[] }[];
    cached = { file, modified, routes: list.map(routePreloadOf) };
  }
  return cached.routes;
};

/**
 * The scripts the page at `url` needs first, besides index.html's own. Where two routes have the path's
 * shape (`/applications/12` and `/applications/ab12…` tell theirs apart by what the parameter looks like),
 * both routes' scripts are named: one too many costs a fetch the cache keeps, one too few a round trip.
 */
export const pagePreloadsOf = async (appDist: string, url: string): Promise<string[]> => {
  const path = new URL(url, 'http://page').pathname;
  const matching = (await routesOf(appDist)).filter(({ pattern }) => pattern.test(path));
  const fewest = Math.min(...matching.map(({ parameters }) => parameters));
  return [
    ...new Set(matching.filter(({ parameters }) => parameters === fewest).flatMap(({ files }) => files)),
  ];
};

/**
 * `html` naming `files` as module preloads, at the priority of the page's own scripts: low where the page
 * is already on screen (prerendered or rendered by the server), so that its images come first.
 */
export const withPagePreloads = (html: string, files: readonly string[]): string => {
  if (files.length === 0) return html;
  const priority = html.includes('<script type="module" crossorigin fetchpriority="low"')
    ? ' fetchpriority="low"'
    : '';
  const links = files
    .map((file) => `<link rel="modulepreload" crossorigin${priority} href="${file}">`)
    .join('');
  return html.replace('</head>', `${links}</head>`);
};
