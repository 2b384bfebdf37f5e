import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { buildServer, startServer } from './server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the server under test answers, e.g. http://127.0.0.1:41234. */
    baseURL: string;
    /** The file the server's output goes to (mail included, as SMTP_URL is unset). */
    serverLogFile: string;
  }
}

const appFolder = fileURLToPath(new URL('../../packages/app', import.meta.url));

/**
 * Builds the app and the server (unless the caller just did) and serves the app from the built server, as
 * `npm start` does, for every journey.
 */
export default async function setup(project: TestProject) {
  if (process.env.E2E_SKIP_BUILD !== '1') {
    execFileSync(`${appFolder}/node_modules/.bin/vite`, ['build', '--logLevel', 'warn'], {
      cwd: appFolder,
      // Vitest runs with NODE_ENV=test, which would make Vite ship React's development build.
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: 'inherit',
    });
    buildServer();
  }
  const server = await startServer();
  project.provide('baseURL', server.url);
  project.provide('serverLogFile', server.logFile);
  return server.stop;
}
