import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';

/**
 * The tables of the public schema, each after the tables it refers to (a cycle, as between
 * person_profiles and their addresses, is broken by name: a restore checks foreign keys at commit).
 */
export async function tablesInRestoreOrder(db: Kysely<Database>): Promise<string[]> {
  const tables = await sql<{ name: string }>`
    select relname as name from pg_class
    where relnamespace = 'public'::regnamespace and relkind in ('r', 'p') order by relname
  `.execute(db);
  const references = await sql<{ table: string; referenced: string }>`
    select conrelid::regclass::text as table, confrelid::regclass::text as referenced
    from pg_constraint where contype = 'f' and connamespace = 'public'::regnamespace
  `.execute(db);
  const needs = new Map(tables.rows.map(({ name }) => [name, new Set<string>()]));
  for (const { table, referenced } of references.rows) {
    if (table !== referenced) needs.get(table)?.add(referenced);
  }
  const order: string[] = [];
  while (needs.size > 0) {
    const ready = [...needs].filter(([, refs]) => [...refs].every((ref) => !needs.has(ref)));
    // In a cycle nothing is ready: the first remaining table goes next.
    const next = ready.length > 0 ? ready.map(([name]) => name) : [[...needs.keys()][0] as string];
    for (const name of next) {
      order.push(name);
      needs.delete(name);
    }
  }
  return order;
}

/** The foreign keys of the public schema that are not deferrable, as `table` and constraint `name`. */
export async function immediateForeignKeys(db: Kysely<Database>) {
  const { rows } = await sql<{ table: string; name: string }>`
    select conrelid::regclass::text as table, conname as name
    from pg_constraint
    where contype = 'f' and connamespace = 'public'::regnamespace and not condeferrable
    order by 1, 2
  `.execute(db);
  return rows;
}

/** The columns a row can be given (a generated column cannot), in their order. */
export async function writableColumns(db: Kysely<Database>, table: string): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select attname as name from pg_attribute
    where attrelid = ${table}::regclass and attnum > 0 and not attisdropped and attgenerated = ''
    order by attnum
  `.execute(db);
  return rows.map(({ name }) => name);
}

/** Whether the public schema holds any table, sequence or view: a restore goes into an empty one. */
export async function hasAnyRelation(db: Kysely<Database>): Promise<boolean> {
  const { rows } = await sql<{ found: boolean }>`
    select exists (
      select from pg_class where relnamespace = 'public'::regnamespace and relkind in ('r', 'p', 'S', 'v', 'm')
    ) as found
  `.execute(db);
  return rows[0]?.found === true;
}
