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
export const startupChunk = () => {
  const entries = new Set<string>();
  const reachable = new Set<string>();
  const plugin: Plugin = {
    name: 'mobilise:startup-chunk',
    apply: 'build',
    buildEnd() {
      const visit = (id: string) => {
        if (reachable.has(id)) return;
        reachable.add(id);
        const info = this.getModuleInfo(id);
        // Rolldown lists dynamic imports among `importedIds` too; those stay lazy.
        const lazy = new Set(info?.dynamicallyImportedIds);
        for (const imported of info?.importedIds ?? []) if (!lazy.has(imported)) visit(imported);
      };
      for (const id of this.getModuleIds()) {
        if (this.getModuleInfo(id)?.isEntry) {
          entries.add(id);
          visit(id);
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
