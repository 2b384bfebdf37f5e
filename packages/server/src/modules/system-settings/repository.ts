import type { Kysely } from 'kysely';
import { jsonb } from '../../db/json.ts';
import type { Database } from '../../db/schema.ts';

/**
 * How long a read of the settings is kept: users/me reads them on every call, and they change only when
 * an admin edits one. A write through this process forgets them at once.
 */
const keptForMs = 5_000;

interface KeptRead {
  readAt: number;
  settings: Promise<Map<string, unknown>>;
}

/** Per database (the test suites open several in one process), then per list of keys. */
let keptReads = new WeakMap<Kysely<Database>, Map<string, KeptRead>>();

export function readSettings(db: Kysely<Database>, keys: readonly string[]): Promise<Map<string, unknown>> {
  const reads = keptReads.get(db) ?? new Map<string, KeptRead>();
  keptReads.set(db, reads);
  const name = keys.join('\n');
  const kept = reads.get(name);
  const now = Date.now();
  if (kept && now - kept.readAt < keptForMs) {
    return kept.settings;
  }
  const settings = readSettingsNow(db, keys);
  reads.set(name, { readAt: now, settings });
  // A failed read is not kept.
  settings.catch(() => {
    if (reads.get(name)?.settings === settings) {
      reads.delete(name);
    }
  });
  return settings;
}

async function readSettingsNow(db: Kysely<Database>, keys: readonly string[]) {
  const rows = await db
    .selectFrom('system_settings')
    .select(['key', 'value'])
    .where('key', 'in', keys)
    .execute();
  return new Map(rows.map((row) => [row.key, row.value]));
}

export async function writeSetting(db: Kysely<Database>, key: string, value: unknown, at: Date) {
  await db
    .insertInto('system_settings')
    .values({ key, value: jsonb(value), updated_at: at })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: jsonb(value), updated_at: at }))
    .execute();
  // Whatever database or transaction it went to: a transaction is not the Kysely instance it reads with.
  keptReads = new WeakMap();
}
