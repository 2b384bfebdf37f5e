// The README's first command: install, build, and serve Mobilise (embedded database unless DATABASE_URL).
import { ensurePnpm } from './ensure-pnpm.mjs';
import { runOrExit } from './run.mjs';

ensurePnpm();
await runOrExit('pnpm', ['install', '--frozen-lockfile']);
await runOrExit('pnpm', ['--filter', '@mobilise/app', 'build'], { env: { NODE_ENV: 'production' } });

const serverPackage = new URL('../packages/server/', import.meta.url).pathname;
// The server keeps running in the foreground; Ctrl+C stops it.
await runOrExit(`${serverPackage}node_modules/.bin/tsx`, [`${serverPackage}src/main.ts`], {
  env: { PORT: process.env.PORT ?? '8080' },
});
