import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseKind } from '@mobilise/contract';
import { createScratchDatabase } from './scratch-postgres.ts';

export interface ScratchDatabaseSettings {
  /** DATABASE_URL or DATA_DIR, for the server and the scripts. */
  env: Record<string, string>;
  /** The database's own processes (PostgreSQL backends); none for PGlite, which runs inside the server. */
  databasePids(): Promise<number[]>;
  remove(): Promise<void>;
}

/** The database settings of the server and the scripts: a scratch PostgreSQL database or a PGlite folder. */
export async function openScratch(kind: DatabaseKind): Promise<ScratchDatabaseSettings> {
  if (kind === 'postgres') {
    const scratch = await createScratchDatabase();
    return { env: { DATABASE_URL: scratch.url }, databasePids: scratch.backendPids, remove: scratch.drop };
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'mobilise-bench-'));
  return {
    env: { DATA_DIR: dataDir },
    databasePids: async () => [],
    remove: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}
