// The README's first command: install, build, and serve Mobilise (embedded database unless DATABASE_URL).
import { ensurePnpm } from './ensure-pnpm.mjs';
import { runOrExit } from './run.mjs';

ensurePnpm();
await runOrExit('pnpm', ['install', '--frozen-lockfile']);
await runOrExit('pnpm', ['build'], { env: { NODE_ENV: 'production' } });

const serverBundle = new URL('../packages/server/dist/main.mjs', import.meta.url).pathname;
// The server keeps running in the foreground; Ctrl+C stops it.
await runOrExit(process.execPath, [serverBundle], {
  env: { PORT: process.env.PORT ?? '8080' },
});
