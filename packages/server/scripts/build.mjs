// Builds the server for `npm start`: an ES module, dist/main.mjs (and the report worker's beside it),
// with the workspace's TypeScript (server, contract, form-engine core) bundled and the third-party packages left to node_modules. Run
// from the bundle, the server needs no TypeScript loader, whose own thread cost about 80 MB of memory
// (bench/RESULTS.md, API). The migrations are read from the folder beside the bundle.
import { cpSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const serverFolder = fileURLToPath(new URL('..', import.meta.url));
const dist = `${serverFolder}dist/`;

/**
 * Packages stay imports, but for the workspace's (TypeScript sources) and JSON data files, which Node 20
 * would load only with an import attribute.
 */
const thirdPartyExternal = {
  name: 'third-party-external',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, ({ path }) =>
      path.startsWith('@mobilise/') || path.endsWith('.json') ? undefined : { external: true },
    );
  },
};

rmSync(dist, { recursive: true, force: true });
await build({
  // The report worker is a file of its own: report-workers.ts starts it beside main.mjs.
  entryPoints: {
    main: `${serverFolder}src/main.ts`,
    'report-worker': `${serverFolder}src/modules/reports/report-worker.ts`,
  },
  outdir: dist,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  plugins: [thirdPartyExternal],
  logLevel: 'warning',
});
cpSync(`${serverFolder}src/db/migrations`, `${dist}migrations`, { recursive: true });
