import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createConnection, createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openPglite } from '../db/database.ts';
import { connectionStringOf, describeOnDatabase } from '../test/databases.ts';
import { createUser, type TestUser } from '../test/factories.ts';
import { freePort, HttpClient, type ServerProcess, startServerProcess } from '../test/server-process.ts';

// Each fault once, against the server as its own process, with waits long enough for a loaded CI host;
// a failure names what was lost or what answered instead.

/**
 * A TCP relay between the server and PostgreSQL that the test can cut (every connection dropped, new
 * ones refused) and restore, so an outage touches only this server's connections, not other tests'.
 */
class CuttableProxy {
  readonly #sockets = new Set<Socket>();
  #server: Server | undefined;

  constructor(
    readonly port: number,
    private readonly target: { host: string; port: number },
  ) {}

  async open() {
    const server = createServer((client) => {
      const upstream = createConnection(this.target);
      for (const socket of [client, upstream]) {
        this.#sockets.add(socket);
        socket.on('close', () => this.#sockets.delete(socket));
        socket.on('error', () => {});
      }
      client.pipe(upstream).pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    this.#server = server;
  }

  /** Drops every connection and stops listening: connecting is refused until `open` again. */
  async cut() {
    const server = this.#server;
    this.#server = undefined;
    const closed = new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
    for (const socket of this.#sockets) socket.destroy();
    await closed;
  }
}

/**
 * A request the server has begun (it answered its Expect: 100-continue, so it has routed it), whose body
 * waits for the test to send it.
 */
async function requestInFlight(port: number, path: string, body: string, cookie: string, xsrf: string) {
  const socket = createConnection({ host: '127.0.0.1', port });
  await new Promise((resolve) => socket.once('connect', resolve));
  let answer = '';
  const continued = new Promise<void>((resolve) =>
    socket.on('data', (chunk) => {
      answer += chunk;
      if (answer.startsWith('HTTP/1.1 100')) resolve();
    }),
  );
  const ended = new Promise<string>((resolve) => socket.on('close', () => resolve(answer)));
  socket.write(
    `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nCookie: ${cookie}\r\nX-XSRF-TOKEN: ${xsrf}\r\n` +
      'Expect: 100-continue\r\nConnection: close\r\n\r\n',
  );
  await continued;
  return {
    /** Sends the body; answers the final response's status line and body. */
    finish: async () => {
      socket.write(body);
      return (await ended).replace(/^HTTP\/1\.1 100 Continue\r\n\r\n/, '');
    },
  };
}

describeOnDatabase('postgres', 'a server process’s faults', (database) => {
  let user: TestUser;
  let databaseUrl: string;

  beforeAll(async () => {
    user = await createUser(database().db);
    databaseUrl = await connectionStringOf(database());
  });

  it('a graceful stop (SIGTERM) finishes the request in flight, refuses new ones, and exits 0', async () => {
    const server = await startServerProcess({ DATABASE_URL: databaseUrl });
    try {
      const client = await new HttpClient(server.url).start();
      const xsrf = [...client.cookies].find(([name]) => name.includes('XSRF'))?.[1] ?? '';
      const cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
      const signIn = await requestInFlight(
        server.port,
        '/api/auth/login',
        JSON.stringify({ email: user.email, password: user.password }),
        cookie,
        xsrf,
      );
      const stopped = server.stop('SIGTERM');
      // Stopping closes the listening socket at once, and the idle kept-alive connections: a new request
      // is refused, or its reused connection reset, from then on.
      let refused: { code?: string } | undefined;
      for (let attempt = 0; attempt < 100 && refused === undefined; attempt++) {
        await fetch(`${server.url}/api/health`).catch((error: Error) => {
          refused = error.cause as { code?: string };
        });
        if (refused === undefined) await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(['ECONNREFUSED', 'ECONNRESET'], 'a new request after SIGTERM').toContain(refused?.code);

      const answer = await signIn.finish();
      expect(answer.split('\r\n')[0], `the sign-in in flight at SIGTERM:\n${answer}`).toBe('HTTP/1.1 200 OK');
      expect(await stopped, server.output()).toBe(0);
    } finally {
      await server.stop('SIGKILL');
    }
  }, 60_000);

  describe('with PostgreSQL out of reach for 10 s', () => {
    let proxy: CuttableProxy;
    let server: ServerProcess;

    beforeAll(async () => {
      const target = new URL(databaseUrl);
      proxy = new CuttableProxy(await freePort(), {
        host: target.hostname,
        port: Number(target.port || 5432),
      });
      await proxy.open();
      const throughProxy = new URL(databaseUrl);
      throughProxy.host = `127.0.0.1:${proxy.port}`;
      server = await startServerProcess({ DATABASE_URL: throughProxy.href });
    }, 120_000);

    afterAll(async () => {
      await server?.stop('SIGKILL');
      await proxy?.cut();
    });

    it('requests fail fast with 503 and the error shape, health says so, and it recovers by itself', async () => {
      const client = await new HttpClient(server.url).signIn(user);
      expect((await client.get('/api/users/me')).status).toBe(200);

      await proxy.cut();
      const cutAt = performance.now();
      const outageEnds = Date.now() + 10_000;
      const answers: { path: string; status: number; at: number; ms: number; body: string }[] = [];
      while (Date.now() < outageEnds) {
        for (const path of ['/api/users/me', '/api/health']) {
          const started = performance.now();
          const response = await client.get(path);
          answers.push({
            path,
            status: response.status,
            at: Math.round(started - cutAt),
            ms: Math.round(performance.now() - started),
            body: await response.text(),
          });
        }
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
      await proxy.open();

      const summary = JSON.stringify(answers, null, 1);
      // The server keeps sessions and settings it has read while its LISTEN connection is up, so users/me
      // may still be answered from them until it hears that connection drop; from then on, nothing is.
      const noticed = answers.findIndex((answer) => answer.path === '/api/users/me' && answer.status !== 200);
      expect(answers[noticed]?.at, `users/me refused within 2 s of the cut: ${summary}`).toBeLessThan(2000);
      const health = answers.filter((answer) => answer.path === '/api/health');
      for (const answer of [...health, ...answers.slice(noticed)]) {
        expect(answer.status, `during the outage ${summary}`).toBe(503);
        expect(JSON.parse(answer.body), `during the outage ${summary}`).toMatchObject({
          code: 'database_unavailable',
          message: expect.any(String),
          requestId: expect.any(String),
        });
        // Fast: well within a person's patience and a load balancer's health check.
        expect(answer.ms, `during the outage ${summary}`).toBeLessThan(5000);
      }

      // Back without a restart: the same process, the same session.
      const recovered = Date.now() + 20_000;
      let last = { health: 0, me: 0 };
      while (Date.now() < recovered) {
        last = {
          health: (await client.get('/api/health')).status,
          me: (await client.get('/api/users/me')).status,
        };
        if (last.health === 200 && last.me === 200) break;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      expect(last, `20 s after the outage ended:\n${server.output()}`).toEqual({ health: 200, me: 200 });
    }, 60_000);
  });
});

describe('the embedded database killed mid-write [pglite]', () => {
  let dataDir: string;
  let admin: TestUser;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'mobilise-kill-'));
    // A copy of the run's migrated database with one admin, so the server starts without seeding the demo.
    const snapshot = new Blob([await readFile(inject('pgliteSnapshot'))]);
    const database = await openPglite(join(dataDir, 'pglite'), snapshot);
    admin = await createUser(database.db, { isAdmin: true });
    await database.close();
  }, 60_000);

  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('every acknowledged write is there after a SIGKILL in the middle of a stream of them', async () => {
    let server = await startServerProcess({ DATA_DIR: dataDir });
    const port = server.port;
    const saver = await new HttpClient(server.url).signIn(admin);
    const profile = `/api/person-profiles/${admin.personProfileId}`;
    /** Sessions whose sign-in answered 200: each is a row the server said it wrote. */
    const acknowledgedSessions: HttpClient[] = [];
    /** The profile's saves in order, and how many of them answered 200. */
    let acknowledgedSaves = 0;
    let stopping = false;

    const signIns = async () => {
      while (!stopping) {
        const client = await new HttpClient(server.url).start().catch(() => undefined);
        const signedIn = await client?.signIn(admin).catch(() => undefined);
        if (signedIn) acknowledgedSessions.push(signedIn);
      }
    };
    const saves = async () => {
      while (!stopping) {
        const next = acknowledgedSaves + 1;
        const saved = await saver
          .request('PUT', profile, { answers: { knownAs: `Save ${next}` } })
          .catch(() => undefined);
        if (saved?.status === 200) acknowledgedSaves = next;
        else break;
      }
    };
    const streams = [signIns(), signIns(), saves()];
    // Kill once writes have been acknowledged, at a moment the test does not choose to the millisecond.
    while (acknowledgedSessions.length < 5 || acknowledgedSaves < 5) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 400));
    await server.stop('SIGKILL');
    stopping = true;
    await Promise.all(streams);

    server = await startServerProcess({ DATA_DIR: dataDir }, port);
    try {
      const lostSessions: number[] = [];
      for (const [index, client] of acknowledgedSessions.entries()) {
        if ((await client.get('/api/users/me')).status !== 200) lostSessions.push(index + 1);
      }
      expect(lostSessions, `acknowledged sign-ins lost of ${acknowledgedSessions.length}`).toEqual([]);
      const stored = await (await saver.get(profile)).json();
      // The save in flight at the kill may or may not have landed; every acknowledged one has.
      expect(
        [`Save ${acknowledgedSaves}`, `Save ${acknowledgedSaves + 1}`],
        'the profile after restart',
      ).toContain(stored.knownAs);
    } finally {
      await server.stop('SIGKILL');
    }
  }, 180_000);
});
