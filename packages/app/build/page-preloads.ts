import type { Manifest } from 'vite';

/** Where the server finds the list, beside the renderer of the signed-in pages (never served as a file). */
export const pagePreloadsFile = 'page-preloads.json';

/** One route shape of the list: the scripts its first visit needs besides index.html's own. */
export interface PagePreload {
  /** The route's path, `:name` standing for a parameter, as in the route table. */
  path: string;
  /** Addresses of the scripts, `/assets/c-….js`, in no particular order. */
  files: string[];
}

/** A route as the renderer built for Node reports it from the route table. */
export interface RouteShape {
  name: string;
  path: string;
  isPublic: boolean;
}

/** The start of each entry of the route table: `route('Name'`, `publicRoute('Name'`, `taskChild('Name'`… */
const entryStart = /\b[a-zA-Z]+\(\s*'([A-Z][A-Za-z]*)'/g;
const lazyImport = /import\(\s*'([^']+)'\s*\)/g;

/**
 * The modules each route of `routes/table.ts` loads lazily (its page and its loader), read from the table's
 * source: the build's manifest names chunks by module, and once built the table's imports no longer say
 * which module they load. Specifiers are relative to the table's folder. routes/table.test.ts checks that
 * every route with a page or a loader is found here.
 */
export function lazyModulesOfRoutes(tableSource: string): Map<string, string[]> {
  const starts = [...tableSource.matchAll(entryStart)];
  const modules = new Map<string, string[]>();
  starts.forEach((start, index) => {
    const end = starts[index + 1]?.index ?? tableSource.length;
    const entry = tableSource.slice(start.index, end);
    const imported = [...entry.matchAll(lazyImport)].map(([, specifier = '']) => specifier);
    if (imported.length > 0) modules.set(start[1] ?? '', imported);
  });
  return modules;
}

/** A manifest key's script and the scripts it imports statically, all the way down. */
const scriptsOf = (manifest: Manifest, key: string, into = new Set<string>()): Set<string> => {
  const chunk = manifest[key];
  if (chunk === undefined) throw new Error(`The build manifest has no ${key}`);
  if (into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) scriptsOf(manifest, imported, into);
  return into;
};

/**
 * For each route shape, the scripts its first visit needs that index.html does not already load: its page's
 * and loader's chunks with everything they import, and the signed-in shell's for a route behind the
 * sign-in. The server names them in the page it sends (`<link rel="modulepreload">`), so the browser
 * fetches them side by side with the start-up scripts instead of one level of imports after another; the
 * app's own scripts carry no such lists (5.9 KB gzip of them on every first page).
 */
export function pagePreloads(
  manifest: Manifest,
  routes: readonly RouteShape[],
  lazyModules: ReadonlyMap<string, readonly string[]>,
  {
    tableFolder,
    shellModule,
    indexScripts,
  }: {
    tableFolder: string;
    shellModule: string;
    /** The scripts index.html loads, `assets/c-….js` (the manifest files its entry under a chunk's key). */
    indexScripts: readonly string[];
  },
): PagePreload[] {
  const loadedByIndex = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) {
    if (indexScripts.includes(chunk.file)) scriptsOf(manifest, key, loadedByIndex);
  }
  for (const script of indexScripts) {
    if (!loadedByIndex.has(script)) throw new Error(`The build manifest has no ${script}`);
  }
  const shell = scriptsOf(manifest, shellModule);
  const keyOf = (specifier: string) => new URL(specifier, `file:///${tableFolder}/`).pathname.slice(1);
  const preloads: PagePreload[] = [];
  for (const route of routes) {
    const modules = lazyModules.get(route.name);
    if (modules === undefined) continue;
    const scripts = new Set<string>(route.isPublic ? [] : shell);
    for (const module of modules) scriptsOf(manifest, keyOf(module), scripts);
    const files = [...scripts].filter((file) => !loadedByIndex.has(file)).map((file) => `/${file}`);
    preloads.push({ path: route.path, files });
  }
  return preloads;
}
