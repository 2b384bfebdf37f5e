import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The PostgreSQL the bench creates its scratch database in (trust auth on loopback). */
const adminUrl = process.env.BENCH_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

export interface ScratchDatabase {
  url: string;
  /** The server processes serving connections to this database now (on this machine). */
  backendPids(): Promise<number[]>;
  drop(): Promise<void>;
}

async function asAdmin<Row extends pg.QueryResultRow>(statement: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return (await client.query<Row>(statement, values)).rows;
  } finally {
    await client.end();
  }
}

/** The server processes serving connections to the database `name` now (on this machine). */
export async function backendPidsOf(name: string): Promise<number[]> {
  return (await asAdmin<{ pid: number }>('select pid from pg_stat_activity where datname = $1', [name])).map(
    (row) => row.pid,
  );
}

/** An empty database named mobilise_bench_<random>, beside the admin URL's; drop() removes it. */
export async function createScratchDatabase(): Promise<ScratchDatabase> {
  const name = `mobilise_bench_${randomBytes(6).toString('hex')}`;
  await asAdmin(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    backendPids: () => backendPidsOf(name),
    drop: async () => {
      await asAdmin(`drop database if exists ${name} with (force)`);
    },
  };
}
