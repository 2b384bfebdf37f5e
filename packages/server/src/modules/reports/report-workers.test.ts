import { readdirSync, readFileSync } from 'node:fs';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { apiErrorSchema } from '@mobilise/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { buildTestApp } from '../../test/app.ts';
import { capturedLog } from '../../test/captured-log.ts';
import { signedInClient, type TestClient } from '../../test/client.ts';
import { TestClock } from '../../test/clock.ts';
import { describeOnDatabase } from '../../test/databases.ts';
import {
  createAssignment,
  createFamily,
  createMembership,
  createOrganisation,
  createPerson,
} from '../../test/domain-factories.ts';
import { createUser } from '../../test/factories.ts';
import { type ReportJob, reportDocument } from './report-documents.ts';
import { reportWorkerApplicationName } from './report-workers.ts';

// On PostgreSQL the reports are written in worker threads (report-workers.ts); routes.test.ts holds what
// they say on both engines, this what only the workers do.
describeOnDatabase('postgres', 'CSV reports written in report workers', (database) => {
  let app: App;
  let admin: TestClient;
  let baseUrl: string;
  const clock = new TestClock(new Date('2026-11-28T10:00:00Z'));
  const log = capturedLog();
  const db = () => database().db;

  /** The report workers' connections to the test database (pg_stat_activity). */
  async function workerConnections(): Promise<number> {
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from pg_stat_activity
       where datname = current_database() and application_name = ${reportWorkerApplicationName}`.execute(
      db(),
    );
    return rows[0]?.n ?? 0;
  }

  /**
   * A process's or thread's nice value and scheduling policy (0: normal, 5: SCHED_IDLE): the 19th and the
   * 41st fields of its stat file, counted from the pid, after the name in parentheses.
   */
  function schedulingOf(statFile: string) {
    const stat = readFileSync(statFile, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { nice: Number(fields[16]), policy: Number(fields[38]) };
  }

  async function eventually(check: () => Promise<boolean>, what: string, seconds = 10) {
    for (let attempt = 0; attempt < seconds * 10; attempt += 1) {
      if (await check()) {
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`Still not so after ${seconds} s: ${what}`);
  }

  beforeAll(async () => {
    // Warm as the server runs it: one worker from the start, kept between downloads and after one cut short.
    ({ app } = await buildTestApp(database(), {
      clock,
      logger: { level: 'warn', stream: log.stream },
      warmReportWorker: true,
    }));
    const alpha = await createOrganisation(db(), { name: 'Alpha Mission' });
    const beta = await createOrganisation(db(), { name: 'Beta Mission' });
    // A household, nationalities and an assignment, so that every column of every report is filled.
    const jose = await createPerson(db(), {
      first_name: 'José',
      last_name: 'Núñez, Jr',
      known_as: '=Pepe',
      sex: 'MALE',
      date_of_birth: '1980-04-05',
      mobilisedBy: [alpha.id],
    });
    const maria = await createPerson(db(), { first_name: 'María', last_name: 'Núñez' });
    await createFamily(db(), 'Núñez family', [jose.id, maria.id]);
    await db()
      .insertInto('person_profile_nationalities')
      .values({ person_profile_id: jose.id, country: 'ES', position: 0 })
      .execute();
    await createMembership(db(), {
      person_profile_id: jose.id,
      organisation_id: alpha.id,
      type: 'FULL_TERM',
      starts_from: '2020-01-01',
    });
    await createAssignment(db(), {
      assignee_person_profile_id: jose.id,
      received_by_organisation_id: beta.id,
      status: 'ACTIVE',
      country: 'KE',
      proposed_start_date: '2025-07-01',
    });
    // 40,000 members in both organisations, every tenth one's membership ended: a file of several
    // megabytes, longer than the socket buffers hold, so a client that stops reading holds the worker.
    await sql`
      with people as (
        insert into person_profiles (first_name, last_name, aim_positional_email)
        select 'Bulk', 'Person ' || lpad(n::text, 5, '0'), 'bulk' || n || '@aim.example'
          from generate_series(1, 40000) as n
        returning id)
      insert into memberships (person_profile_id, organisation_id, type, starts_from, end_date)
      select id, case when id % 2 = 0 then ${alpha.id}::int else ${beta.id}::int end,
             case when id % 3 = 0 then 'FULL_TERM' else 'SHORT_TERM' end, '2024-01-01',
             case when id % 10 = 0 then '2025-01-01'::date end
        from people`.execute(db());
    admin = await signedInClient(app, await createUser(db(), { isAdmin: true, profile: false }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  }, 120_000);

  afterAll(async () => {
    await app?.close();
  });

  it.each<[string, ReportJob]>([
    [
      '/download-csv/abo-report',
      { report: 'abo', organisations: '*', historical: false, today: '2026-11-28', language: 'en' },
    ],
    [
      '/download-csv/abo-report?historical=true',
      { report: 'abo', organisations: '*', historical: true, today: '2026-11-28', language: 'en' },
    ],
    ['/download-csv/rhaf-report', { report: 'rhaf', today: '2026-11-28', language: 'en' }],
    [
      '/download-csv/eligible-voters-report',
      { report: 'eligibleVoters', today: '2026-11-28', language: 'en' },
    ],
  ])(
    '%s from a worker is byte for byte the report written in the request thread',
    async (path, job) => {
      const response = await admin.request({
        method: 'GET',
        url: path,
        headers: { 'accept-language': 'en' },
      });
      expect(response.statusCode, response.body).toBe(200);
      let inProcess = '';
      for await (const piece of await reportDocument(db(), job)) {
        inProcess += piece;
      }
      expect(response.rawPayload.length).toBeGreaterThan(1000);
      expect(response.rawPayload.equals(Buffer.from(inProcess, 'utf8'))).toBe(true);
    },
    60_000,
  );

  it('a client taking gzip gets the file compressed by the worker, which unzips byte for byte to the report', async () => {
    const response = await admin.request({
      method: 'GET',
      url: '/download-csv/abo-report',
      headers: { 'accept-language': 'en', 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    let inProcess = '';
    for await (const piece of await reportDocument(db(), {
      report: 'abo',
      organisations: '*',
      historical: false,
      today: '2026-11-28',
      language: 'en',
    })) {
      inProcess += piece;
    }
    const unzipped = gunzipSync(response.rawPayload);
    expect(unzipped.equals(Buffer.from(inProcess, 'utf8'))).toBe(true);
    // Some megabytes of CSV: compressed, a fraction of it.
    expect(response.rawPayload.length).toBeLessThan(unzipped.length / 4);
  }, 60_000);

  it('a client that goes away mid-download stops the worker, which closes its connection', async () => {
    const received = await new Promise<number>((resolve, reject) => {
      const downloading = request(`${baseUrl}/download-csv/abo-report`, {
        headers: { cookie: admin.cookieHeader },
      });
      downloading.on('error', reject);
      downloading.on('response', (response) => {
        expect(response.statusCode).toBe(200);
        response.once('data', (chunk: Buffer) => {
          // Reads no more: the worker is held mid-report, its connection open, until the client leaves.
          response.pause();
          void eventually(async () => (await workerConnections()) === 1, 'the worker is connected')
            .then(() => {
              downloading.destroy();
              resolve(chunk.length);
            })
            .catch(reject);
        });
      });
      downloading.end();
    });
    expect(received).toBeGreaterThan(0);
    // Well within the 10 s the connection of a worker that had finished would stay open, idle.
    await eventually(async () => (await workerConnections()) === 0, 'the worker connection is closed', 5);
  }, 60_000);

  it('a report whose first read fails is an error answer, and its worker stops', async () => {
    await sql`alter table memberships rename to memberships_away`.execute(db());
    try {
      const response = await admin.request({ method: 'GET', url: '/download-csv/abo-report' });
      expect(response.statusCode).toBe(500);
      expect(response.headers['content-disposition']).toBeUndefined();
      expect(apiErrorSchema.parse(response.json()).code).toBe('internal_error');
    } finally {
      await sql`alter table memberships_away rename to memberships`.execute(db());
    }
    await eventually(async () => (await workerConnections()) === 0, 'the worker connection is closed');
    // The next download starts a new worker.
    const again = await admin.request({ method: 'GET', url: '/download-csv/eligible-voters-report' });
    expect(again.statusCode).toBe(200);
  }, 60_000);

  it.runIf(process.platform === 'linux')(
    'the worker runs at the lowest priority, the API thread at its own: a report takes only the CPU the API leaves',
    async () => {
      const threadScheduling = (threadId: string) => schedulingOf(`/proc/self/task/${threadId}/stat`);
      // SCHED_IDLE takes chrt and the right to use it; nice 19 holds wherever Linux is.
      const lowest = process.getuid?.() === 0 ? { nice: 19, policy: 5 } : { nice: 19, policy: 0 };
      await eventually(
        async () =>
          readdirSync('/proc/self/task').some(
            (threadId) => JSON.stringify(threadScheduling(threadId)) === JSON.stringify(lowest),
          ),
        'a thread at the lowest priority',
      );
      expect(threadScheduling(String(process.pid))).toEqual({ nice: 0, policy: 0 });
    },
  );

  // Renicing another user's process takes root (or the database's own user): CI and the bench run as root.
  it.runIf(process.platform === 'linux' && process.getuid?.() === 0)(
    "the PostgreSQL process serving the worker's connection runs at the lowest priority, the API's at their own",
    async () => {
      const statOf = (pid: number) => schedulingOf(`/proc/${pid}/stat`);
      const backends = async (worker: boolean) => {
        const { rows } = await sql<{ pid: number }>`
          select pid from pg_stat_activity
           where datname = current_database()
             and (application_name = ${reportWorkerApplicationName}) = ${worker}`.execute(db());
        return rows.map((row) => row.pid);
      };
      const download = await admin.request({ method: 'GET', url: '/download-csv/abo-report' });
      expect(download.statusCode).toBe(200);
      // The worker keeps its connection a while after a report.
      const [workerBackend] = await backends(true);
      expect(workerBackend).toBeDefined();
      expect(statOf(workerBackend as number)).toEqual({ nice: 19, policy: 5 });
      const apiBackends = await backends(false);
      expect(apiBackends.length).toBeGreaterThan(0);
      for (const pid of apiBackends) expect(statOf(pid)).toEqual({ nice: 0, policy: 0 });
    },
  );

  // A race this test does not control yet: the worker writes its own file, so on a loaded host it can read
  // every row before its connection is ended, and the download then completes (seen once in CI). Until the
  // test holds the worker mid-read (a lock on a table it reads later), a second attempt is allowed; each
  // attempt that passes has seen the cut.
  it('a worker that fails mid-download cuts the download short, and the failure is logged', {
    retry: 2,
  }, async () => {
    const outcome = await new Promise<{ complete: boolean }>((resolve, reject) => {
      const downloading = request(`${baseUrl}/download-csv/rhaf-report`, {
        headers: { cookie: admin.cookieHeader },
      });
      downloading.on('error', reject);
      downloading.on('response', (response) => {
        expect(response.statusCode).toBe(200);
        response.once('data', () => {
          response.pause();
          // The worker's connection ends under it: its next read fails.
          void eventually(async () => (await workerConnections()) === 1, 'the worker is connected')
            .then(() =>
              sql`select pg_terminate_backend(pid) from pg_stat_activity
                   where datname = current_database() and application_name = ${reportWorkerApplicationName}`.execute(
                db(),
              ),
            )
            .then(() => response.resume())
            .catch(reject);
        });
        response.on('end', () => resolve({ complete: response.complete }));
        response.on('error', () => resolve({ complete: false }));
        response.on('aborted', () => resolve({ complete: false }));
        response.on('close', () => resolve({ complete: response.complete }));
      });
      downloading.end();
    });
    expect(outcome.complete).toBe(false);
    await eventually(
      async () => log.lines.some((line) => JSON.parse(line).msg === 'A report worker failed'),
      'the failure is logged',
    );
  });
});
