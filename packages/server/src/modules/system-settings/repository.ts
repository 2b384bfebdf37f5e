import type { Kysely } from 'kysely';
import { jsonb } from '../../db/json.ts';
import type { Database } from '../../db/schema.ts';

export async function readSettings(
  db: Kysely<Database>,
  keys: readonly string[],
): Promise<Map<string, unknown>> {
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
}
