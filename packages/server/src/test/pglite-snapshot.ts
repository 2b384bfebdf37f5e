import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPglite } from '../db/database.ts';
import { migrateUp } from '../db/migrate.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A file holding a freshly migrated PGlite data directory, for each test file's database to copy. */
    pgliteSnapshot: string;
  }
}

/**
 * Global setup of the unit project: booting PGlite and migrating it takes 3-6 s on two cores, loading a
 * dump of the result under 1 s, so it is done once per run and each test file's PGlite starts from a
 * copy (createTestDatabase).
 */
export default async function setup(project: TestProject) {
  const database = await openPglite();
  await migrateUp(database.db);
  const snapshot = await database.dumpDataDir();
  await database.close();
  const directory = mkdtempSync(join(tmpdir(), 'mobilise-pglite-'));
  const file = join(directory, 'migrated.tar');
  writeFileSync(file, Buffer.from(await snapshot.arrayBuffer()));
  project.provide('pgliteSnapshot', file);
  return () => rmSync(directory, { recursive: true, force: true });
}
