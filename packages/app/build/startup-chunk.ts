import type { Plugin } from 'vite';

/** Libraries the first page runs in full: React, the router, i18next and the query cache. */
const framework =
  /\/node_modules\/(react|react-dom|scheduler|react-router|react-router-dom|i18next|react-i18next|@tanstack\/query-core|@tanstack\/react-query|use-sync-external-store)\//;
const appSource = /\/packages\/app\/src\//;

/**
 * The app's own modules that the entry imports statically, and the framework libraries, go into one
 * `startup` chunk. Rolldown otherwise splits them into a chunk per set of importers (about 30 on the
 * first page), and on a phone each extra request costs a round trip before anything shows. Component
 * libraries are left to the automatic split: their barrels would drag every component in.
 */
/** A module that only passes on what others export: `export { a } from './a.ts'` and the like. */
const isBarrel = (code: string) =>
  code
    .replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, '')
    .replace(/export\s*(?:\*|\{[^}]*\})\s*from\s*['"][^'"]+['"];?/g, '')
    .trim() === '';

/** The static imports of a module, each with the names it takes (undefined: all of them, or its effects). */
function importsOf(code: string): { specifier: string; names?: Set<string> }[] {
  const imports: { specifier: string; names?: Set<string> }[] = [];
  for (const [, clause = '', specifier = ''] of code.matchAll(
    /(?:^|[;\n])\s*(?:import|export)\s*([^'";]*?)\s*from\s*['"]([^'"]+)['"]/g,
  )) {
    const named = /^\{([^}]*)\}$/.exec(clause.replace(/^type\s+/, '').trim());
    const names = named?.[1]
      ?.split(',')
      .map(
        (part) =>
          part
            .trim()
            .replace(/^type\s+/, '')
            .split(/\s+as\s+/)[0] ?? '',
      )
      .filter(Boolean);
    imports.push({ specifier, names: names && new Set(names) });
  }
  for (const [, specifier = ''] of code.matchAll(/(?:^|[;\n])\s*import\s*['"]([^'"]+)['"]/g))
    imports.push({ specifier });
  return imports;
}

/** What a barrel passes on: each exported name, the module it comes from and its name there. */
function reExportsOf(code: string): { specifier: string; names?: Map<string, string> }[] {
  const reExports: { specifier: string; names?: Map<string, string> }[] = [];
  for (const [, clause = '', specifier = ''] of code.matchAll(
    /export\s*(\*|\{[^}]*\})\s*from\s*['"]([^'"]+)['"]/g,
  )) {
    if (clause === '*') {
      reExports.push({ specifier });
      continue;
    }
    const names = new Map<string, string>();
    for (const part of clause.slice(1, -1).split(',')) {
      const [local = '', exported = local] = part
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/);
      if (local) names.set(exported, local);
    }
    reExports.push({ specifier, names });
  }
  return reExports;
}

/**
 * The app's own modules that the entry imports statically, and the framework libraries, go into one
 * `startup` chunk. Rolldown otherwise splits them into a chunk per set of importers (about 30 on the
 * first page), and on a phone each extra request costs a round trip before anything shows. Component
 * libraries are left to the automatic split: their barrels would drag every component in.
 *
 * A feature's `index.ts` re-exports all of it, but the first page takes only some names from it: through
 * a barrel, only the modules that give the names imported are followed, so that the code of later pages a
 * feature exports beside them stays out of the first page.
 */
export const startupChunk = () => {
  const entries = new Set<string>();
  const reachable = new Set<string>();
  const plugin: Plugin = {
    name: 'mobilise:startup-chunk',
    apply: 'build',
    async buildEnd() {
      const seen = new Set<string>();
      const resolve = async (specifier: string, importer: string) =>
        (await this.resolve(specifier, importer))?.id;
      const visit = async (id: string, names?: Set<string>): Promise<void> => {
        const info = this.getModuleInfo(id);
        const code = info?.code ?? '';
        const key = `${id}|${names ? [...names].sort().join(',') : '*'}`;
        if (seen.has(key)) return;
        seen.add(key);
        if (!appSource.test(id) || !isBarrel(code)) {
          if (reachable.has(id)) return;
          reachable.add(id);
          // Libraries are not walked: the framework is matched by name, and what a library imports is left
          // to the automatic split.
          if (id.includes('/node_modules/')) return;
          for (const { specifier, names: taken } of importsOf(code)) {
            const imported = await resolve(specifier, id);
            if (imported) await visit(imported, taken);
          }
          return;
        }
        for (const { specifier, names: passed } of reExportsOf(code)) {
          const source = await resolve(specifier, id);
          if (!source) continue;
          if (!passed) {
            await visit(source, names);
            continue;
          }
          const wanted = names ? [...passed].filter(([exported]) => names.has(exported)) : [...passed];
          if (wanted.length > 0) await visit(source, new Set(wanted.map(([, local]) => local)));
        }
      };
      for (const id of this.getModuleIds()) {
        if (this.getModuleInfo(id)?.isEntry) {
          entries.add(id);
          await visit(id);
        }
      }
    },
  };
  const group = {
    name: 'startup',
    test: (id: string) =>
      !entries.has(id) && (framework.test(id) || (reachable.has(id) && appSource.test(id))),
  };
  return { plugin, group };
};
