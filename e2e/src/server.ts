import { type ChildProcess, spawn } from 'node:child_process';
import { appendFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port.ts';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
/** The server as `npm start` runs it, made by buildServer (build.ts), in a checkout of the project. */
const serverBundleIn = (root: string) => join(root, 'packages/server/dist/main.mjs');

export interface RunningServer {
  url: string;
  /**
   * The server's output, line by line as it prints it. Without SMTP_URL the server prints each mail
   * there, so journeys read register and reset links from it.
   */
  logFile: string;
  stop: () => Promise<void>;
  /** Ends the process at once (SIGKILL), keeping its data folder, for a journey that starts it again. */
  kill: () => Promise<void>;
}

export interface ServerOptions {
  /** A data folder to use and keep (a journey restarting the server on it); by default a fresh one, removed at stop. */
  dataDir?: string;
  /** The port to listen on; by default a free one. */
  port?: number;
}

// A fresh database is migrated and seeded with the demo organisations before the server answers: 30 s on a
// quiet machine, and beside the story runs of CI at times more than a minute.
const startupLimitSeconds = 180;

const waitForHealth = async (url: string, server: ChildProcess, output: () => string) => {
  const deadline = Date.now() + startupLimitSeconds * 1000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited early:\n${output()}`);
    try {
      const health = await fetch(`${url}/api/health`);
      if (health.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The server did not answer /api/health within ${startupLimitSeconds} s:\n${output()}`);
};

/**
 * The real server on a free loopback port, on a fresh embedded database that is removed afterwards; by
 * default this checkout's, or another's built there (bench/web measures an earlier commit beside it).
 */
export const startServer = async (root = repoRoot, options: ServerOptions = {}): Promise<RunningServer> => {
  const serverBundle = serverBundleIn(root);
  if (!existsSync(serverBundle)) {
    throw new Error(`${serverBundle} is missing: build it first (pnpm --filter @mobilise/server build)`);
  }
  const port = options.port ?? (await freePort());
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'mobilise-e2e-'));
  let output = '';
  const logFile = join(dataDir, 'server.log');
  const server = spawn(process.execPath, [serverBundle], {
    cwd: root,
    // No scheduled backups: a throwaway database, and none in the middle of a timed run.
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      BACKUP_KEEP: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk) => {
    output += chunk;
    appendFileSync(logFile, chunk);
  });
  server.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(url, server, () => output);
  const exited = new Promise((resolve) => server.once('exit', resolve));
  const running = () => server.exitCode === null && server.signalCode === null;
  return {
    url,
    logFile,
    stop: async () => {
      if (running()) server.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
      if (running()) server.kill('SIGKILL');
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
    kill: async () => {
      if (running()) server.kill('SIGKILL');
      await exited;
    },
  };
};
