import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { xsrfCookieName, xsrfHeaderName } from '@mobilise/contract';

const serverFolder = fileURLToPath(new URL('../..', import.meta.url));

/** Starting a process loads the whole server through tsx (seconds on a loaded CI host) and migrates. */
const startupLimitMs = 90_000;

/** The server as its own process (src/main.ts through tsx), for what only a process shows: kills, stops, two of them. */
export interface ServerProcess {
  url: string;
  port: number;
  /** Everything it printed so far, for failure messages. */
  output(): string;
  /** Sends `signal` and answers once the process has gone, with its exit code (null when killed). */
  stop(signal: 'SIGTERM' | 'SIGKILL'): Promise<number | null>;
}

/** A port nothing listens on now. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (address === null || typeof address === 'string') throw new Error('No port');
  return address.port;
}

/**
 * Starts the server with `env` (DATABASE_URL or DATA_DIR, S3_…) on a free loopback port, or `port`, and
 * answers once /api/health says ok.
 */
export async function startServerProcess(env: Record<string, string>, port?: number): Promise<ServerProcess> {
  const listenPort = port ?? (await freePort());
  let output = '';
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverFolder,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      ...env,
      PORT: String(listenPort),
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${listenPort}`;
  const deadline = Date.now() + startupLimitMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited early:\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The server did not answer /api/health within ${startupLimitMs} ms:\n${output}`);
    }
    const health = await fetch(`${url}/api/health`).catch(() => undefined);
    if (health?.ok) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    port: listenPort,
    output: () => output,
    stop: async (signal) => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

/**
 * A browser-like client over real HTTP, against any server: keeps its cookies and echoes the XSRF
 * cookie as the app does. Its cookies can be handed to a client of another server (`cookies`).
 */
export class HttpClient {
  readonly cookies = new Map<string, string>();

  constructor(public baseUrl: string) {}

  async request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const xsrf = this.cookies.get(xsrfCookieName);
    const json = body !== undefined && !Buffer.isBuffer(body);
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      redirect: 'manual',
      headers: {
        cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        ...(xsrf && { [xsrfHeaderName]: xsrf }),
        ...(json && { 'content-type': 'application/json' }),
        ...headers,
      },
      body: json ? JSON.stringify(body) : (body as Uint8Array<ArrayBuffer> | undefined),
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const [name = '', value = ''] = pair.split('=');
      if (value === '' || /max-age=0/i.test(cookie)) this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value);
    }
    return response;
  }

  get(path: string) {
    return this.request('GET', path);
  }

  /** Picks up the XSRF cookie, as the app does by loading a page first. */
  async start() {
    await this.get('/api/health');
    return this;
  }

  /** Starts, then signs in; throws unless the sign-in answers 200. */
  async signIn({ email, password }: { email: string; password: string }) {
    await this.start();
    const response = await this.request('POST', '/api/auth/login', { email, password });
    if (response.status !== 200) {
      throw new Error(`Signing in as ${email} answered ${response.status}: ${await response.text()}`);
    }
    return this;
  }
}
