import type { Kysely } from 'kysely';
import { jsonb } from '../../db/json.ts';
import { ReadCache } from '../../db/read-cache.ts';
import type { Database } from '../../db/schema.ts';

/** A stored setting with the version its next save must name. */
export interface StoredSetting {
  value: unknown;
  version: number;
}

/** How long a kept read serves at most, should a change notice ever be lost. */
const ttlMs = 10_000;

/**
 * users/me reads the settings on every call, and they change only when an admin saves one: each database
 * keeps its last read here (the test suites open several databases in one process). The cache serves only
 * once TableChanges drives it (the service registers it), so a read through a transaction or a tool
 * without a server always goes to the database.
 */
const cachesByDatabase = new WeakMap<Kysely<Database>, ReadCache<string, Map<string, StoredSetting>>>();

export function settingsCache(db: Kysely<Database>) {
  let cache = cachesByDatabase.get(db);
  if (!cache) {
    cache = new ReadCache(ttlMs);
    cachesByDatabase.set(db, cache);
  }
  return cache;
}

/** The stored settings of `keys` that exist, by key. */
export function readSettings(
  db: Kysely<Database>,
  keys: readonly string[],
): Promise<Map<string, StoredSetting>> {
  const read = async () => {
    const rows = await db
      .selectFrom('system_settings')
      .select(['key', 'value', 'version'])
      .where('key', 'in', keys)
      .execute();
    return new Map(rows.map((row) => [row.key, { value: row.value, version: row.version }]));
  };
  return cachesByDatabase.get(db)?.get(keys.join('\n'), read) ?? read();
}

/** The setting, locked until the transaction ends; undefined while it was never saved. */
export function lockSetting(trx: Kysely<Database>, key: string): Promise<StoredSetting | undefined> {
  return trx
    .selectFrom('system_settings')
    .select(['value', 'version'])
    .where('key', '=', key)
    .forUpdate()
    .executeTakeFirst();
}

/**
 * Saves a setting and answers its new version; undefined when it was never saved and another
 * transaction saved it first meanwhile (nothing written).
 */
export async function saveSetting(
  trx: Kysely<Database>,
  key: string,
  value: unknown,
  at: Date,
  exists: boolean,
): Promise<number | undefined> {
  if (exists) {
    const row = await trx
      .updateTable('system_settings')
      .set((eb) => ({ value: jsonb(value), updated_at: at, version: eb('version', '+', 1) }))
      .where('key', '=', key)
      .returning('version')
      .executeTakeFirstOrThrow();
    return row.version;
  }
  const row = await trx
    .insertInto('system_settings')
    .values({ key, value: jsonb(value), updated_at: at })
    .onConflict((oc) => oc.column('key').doNothing())
    .returning('version')
    .executeTakeFirst();
  return row?.version;
}

/** Sets a setting whatever its version (the demo seed, tests). */
export async function writeSetting(db: Kysely<Database>, key: string, value: unknown, at: Date) {
  await db
    .insertInto('system_settings')
    .values({ key, value: jsonb(value), updated_at: at })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet((eb) => ({
        value: jsonb(value),
        updated_at: at,
        version: eb('system_settings.version', '+', 1),
      })),
    )
    .execute();
}
