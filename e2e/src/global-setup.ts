import type { TestProject } from 'vitest/node';
import { buildAppAndServer } from './build.ts';
import { startServer } from './server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the server under test answers, e.g. http://127.0.0.1:41234. */
    baseURL: string;
    /** The file the server's output goes to (mail included, as SMTP_URL is unset). */
    serverLogFile: string;
  }
}

/**
 * Builds the app and the server (unless the caller just did) and serves the app from the built server, as
 * `npm start` does, for every journey.
 */
export default async function setup(project: TestProject) {
  if (process.env.E2E_SKIP_BUILD !== '1') buildAppAndServer();
  const server = await startServer();
  project.provide('baseURL', server.url);
  project.provide('serverLogFile', server.logFile);
  return server.stop;
}
