import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const appFolder = join(repoRoot, 'packages/app');

/** Bundles the server into packages/server/dist/main.mjs, the file `npm start` runs. */
export const buildServer = () =>
  execFileSync(process.execPath, [join(repoRoot, 'packages/server/scripts/build.mjs')], { stdio: 'inherit' });

/** Builds the app as in production (React's production build) and then the server that serves it. */
export function buildAppAndServer() {
  execFileSync(join(appFolder, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn'], {
    cwd: appFolder,
    // Vitest runs with NODE_ENV=test, which would make Vite ship React's development build.
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: 'inherit',
  });
  buildServer();
}
