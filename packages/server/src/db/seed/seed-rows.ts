import { type Insertable, type Kysely, sql } from 'kysely';
import type { Database } from '../schema.ts';

type TableName = keyof Database;
type Row<T extends TableName> = Insertable<Database[T]>;
type TablesWithId = {
  [T in TableName]: Database[T] extends { id: unknown } ? T : never;
}[TableName];

/**
 * Rows to write to an empty database, with their ids chosen here so that rows can point at each other
 * before anything is written; `write` inserts them in many-row statements and moves each id sequence past
 * the ids used.
 */
export class SeedRows {
  readonly #rows = new Map<TableName, Record<string, unknown>[]>();
  readonly #lastId = new Map<TableName, number>();

  /** Adds a row to a table with an id column; answers its id. */
  add<T extends TablesWithId>(table: T, row: Omit<Row<T>, 'id'>): number {
    const id = (this.#lastId.get(table) ?? 0) + 1;
    this.#lastId.set(table, id);
    this.#list(table).push({ id, ...row });
    return id;
  }

  /** Adds a row to a table without an id column (a link table). */
  link<T extends TableName>(table: T, row: Row<T>) {
    this.#list(table).push(row as Record<string, unknown>);
  }

  /** Changes columns of a row added before. */
  update<T extends TablesWithId>(table: T, id: number, changes: Partial<Row<T>>) {
    const row = this.#rows.get(table)?.[id - 1];
    if (!row || row.id !== id) {
      throw new Error(`The seed has no ${table} row ${id}`);
    }
    Object.assign(row, changes);
  }

  count(table: TableName): number {
    return this.#rows.get(table)?.length ?? 0;
  }

  /** Inserts the rows, table by table in `order` (parents before children), then fixes the sequences. */
  async write(db: Kysely<Database>, order: readonly TableName[]) {
    const unordered = [...this.#rows.keys()].filter((table) => !order.includes(table));
    if (unordered.length > 0) {
      throw new Error(`The seed has rows for tables missing from its write order: ${unordered.join(', ')}`);
    }
    for (const table of order) {
      await insertRows(db, table, this.#rows.get(table) ?? []);
    }
    for (const table of this.#lastId.keys()) {
      await sql`select setval(pg_get_serial_sequence(${table}, 'id'), ${this.#lastId.get(table)})`.execute(
        db,
      );
    }
  }

  #list(table: TableName) {
    let rows = this.#rows.get(table);
    if (!rows) {
      rows = [];
      this.#rows.set(table, rows);
    }
    return rows;
  }
}

/** The most parameters one statement gets; both engines take up to 65535. */
const parametersPerStatement = 30_000;

/** Inserts rows in as few statements as the parameter limit allows. */
export async function insertRows<T extends TableName>(
  db: Kysely<Database>,
  table: T,
  rows: readonly (Row<T> | Record<string, unknown>)[],
) {
  if (rows.length === 0) {
    return;
  }
  const columns = new Set(rows.flatMap((row) => Object.keys(row))).size;
  const perStatement = Math.max(1, Math.floor(parametersPerStatement / columns));
  for (let start = 0; start < rows.length; start += perStatement) {
    await db
      .insertInto(table)
      .values(rows.slice(start, start + perStatement) as never)
      .execute();
  }
}
