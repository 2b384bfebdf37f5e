import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The server package: its own node_modules resolve tsx and its dependencies. */
export const serverPackageDir = fileURLToPath(new URL('../../../packages/server/', import.meta.url));
export const benchPackageDir = fileURLToPath(new URL('../', import.meta.url));

export interface NodeScript {
  /** The file to run, relative to `cwd`: TypeScript (run through tsx's loader) or a JavaScript module. */
  file: string;
  cwd: string;
  args?: string[];
  /** Added to this process's environment. */
  env?: Record<string, string>;
}

/**
 * Runs a file with node, a TypeScript one with tsx's loader (not the tsx CLI, which would put a wrapper
 * process between us and the program, so that the pid we hold would not be the one whose memory we read).
 */
function spawnScript(
  { file, cwd, args = [], env = {} }: NodeScript,
  stdout: 'inherit' | 'pipe',
): ChildProcess {
  const loader = file.endsWith('.ts') ? ['--import', 'tsx'] : [];
  return spawn(process.execPath, [...loader, file, ...args], {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', stdout, 'inherit'],
  });
}

/** Runs a script to its end; answers what it printed, or rejects when it exits with a failure. */
export function runScript(script: NodeScript, { captureOutput = false } = {}): Promise<string> {
  const child = spawnScript(script, captureOutput ? 'pipe' : 'inherit');
  let output = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
    output += chunk;
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (code === 0) {
        resolve(output);
      } else {
        reject(
          new Error(`${script.file} ${script.args?.join(' ') ?? ''} failed (${signal ?? `exit ${code}`})`),
        );
      }
    });
  });
}

/** The server's environment as the benches run it: production, on loopback, logging warnings only. */
export const productionServerEnv = (port: number) => ({
  PORT: String(port),
  HOST: '127.0.0.1',
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
});

/** A long-running script (an HTTP server) in a process of its own. */
export class ServerProcess {
  readonly #child: ChildProcess;
  readonly #exited: Promise<void>;

  constructor(
    readonly name: string,
    script: NodeScript,
  ) {
    this.#child = spawnScript(script, 'inherit');
    this.#exited = new Promise((resolve) => this.#child.once('exit', () => resolve()));
  }

  get pid(): number {
    if (this.#child.pid === undefined) {
      throw new Error(`${this.name} did not start`);
    }
    return this.#child.pid;
  }

  /** Polls `url` until it answers 2xx; fails when the process dies first or after `timeoutMs`. */
  async waitUntilAnswering(url: string, timeoutMs = 180_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (this.#child.exitCode !== null || this.#child.signalCode !== null) {
        throw new Error(
          `${this.name} stopped before answering (${this.#child.signalCode ?? this.#child.exitCode})`,
        );
      }
      try {
        if ((await fetch(url)).ok) {
          return;
        }
      } catch {
        // Not listening yet.
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error(`${this.name} did not answer ${url} within ${timeoutMs / 1000} s`);
  }

  /** Resident memory now (VmRSS) and at its peak (VmHWM), in MB, from /proc/<pid>/status. */
  memoryMb(): { rss: number; peak: number } {
    const status = readFileSync(`/proc/${this.pid}/status`, 'utf8');
    const kilobytes = (field: string) => {
      const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status);
      if (!match?.[1]) {
        throw new Error(`No ${field} in /proc/${this.pid}/status`);
      }
      return Number(match[1]);
    };
    return { rss: kilobytes('VmRSS') / 1024, peak: kilobytes('VmHWM') / 1024 };
  }

  /** SIGTERM (the server closes its database), SIGKILL if it has not gone after 15 s. */
  async stop(): Promise<void> {
    if (this.#child.exitCode !== null || this.#child.signalCode !== null) {
      return;
    }
    this.#child.kill('SIGTERM');
    const killer = setTimeout(() => this.#child.kill('SIGKILL'), 15_000);
    await this.#exited;
    clearTimeout(killer);
  }
}
