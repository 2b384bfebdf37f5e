import { AbortedTransactionError, type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openPglite } from './database.ts';

type ItemsDatabase = {
  items: { id: number; label: string };
};

describe('PGliteDialect', () => {
  let database: DatabaseHandle;
  let db: Kysely<ItemsDatabase>;

  beforeAll(async () => {
    database = await openPglite();
    db = database.db.withTables<ItemsDatabase>();
    await sql`create table items (id int primary key, label text not null)`.execute(db);
  }, 60_000);
  afterAll(() => database.close());
  beforeEach(async () => {
    await db.deleteFrom('items').execute();
  });

  const count = async () =>
    Number((await db.selectFrom('items').select(db.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

  it('keeps what a committed transaction wrote', async () => {
    await db
      .transaction()
      .execute((trx) => trx.insertInto('items').values({ id: 1, label: 'kept' }).execute());
    expect(await count()).toBe(1);
  });

  it('leaves nothing of a rolled-back transaction', async () => {
    const failed = db.transaction().execute(async (trx) => {
      await trx.insertInto('items').values({ id: 1, label: 'undone' }).execute();
      throw new Error('roll back');
    });
    await expect(failed).rejects.toThrow('roll back');
    expect(await count()).toBe(0);
  });

  it('refuses to commit a transaction that a failed statement aborted', async () => {
    await db.insertInto('items').values({ id: 1, label: 'first' }).execute();
    const trx = await db.startTransaction().execute();
    await trx.insertInto('items').values({ id: 2, label: 'second' }).execute();
    await expect(trx.insertInto('items').values({ id: 1, label: 'duplicate' }).execute()).rejects.toThrow();
    await expect(trx.commit().execute()).rejects.toBeInstanceOf(AbortedTransactionError);
    expect(await count()).toBe(1);
  });

  it('makes other queries wait for an open transaction instead of running inside it', async () => {
    let inserted = () => {};
    const insertedSignal = new Promise<void>((resolve) => {
      inserted = resolve;
    });
    const transaction = db.transaction().execute(async (trx) => {
      await trx.insertInto('items').values({ id: 1, label: 'uncommitted' }).execute();
      inserted();
      await new Promise((resolve) => setTimeout(resolve, 50));
      throw new Error('roll back');
    });
    await insertedSignal;
    const countDuringTransaction = count();
    await expect(transaction).rejects.toThrow('roll back');
    expect(await countDuringTransaction).toBe(0);
  });

  it('answers each of many concurrent queries with its own result', async () => {
    await db
      .insertInto('items')
      .values(Array.from({ length: 40 }, (_, id) => ({ id, label: `item ${id}` })))
      .execute();
    const labels = await Promise.all(
      Array.from({ length: 40 }, (_, id) =>
        db.selectFrom('items').select('label').where('id', '=', id).executeTakeFirstOrThrow(),
      ),
    );
    expect(labels.map((row) => row.label)).toEqual(Array.from({ length: 40 }, (_, id) => `item ${id}`));
  });

  it('lets the event loop run between queued queries', async () => {
    let turns = 0;
    let querying = true;
    const turn = () => {
      turns += 1;
      if (querying) {
        setImmediate(turn);
      }
    };
    setImmediate(turn);
    await Promise.all(Array.from({ length: 20 }, (_, n) => sql`select ${n}::int as n`.execute(db)));
    querying = false;
    expect(turns).toBeGreaterThanOrEqual(10);
  });

  it('counts the rows a statement changed', async () => {
    const inserted = await db
      .insertInto('items')
      .values([
        { id: 1, label: 'a' },
        { id: 2, label: 'b' },
      ])
      .executeTakeFirstOrThrow();
    expect(inserted.numInsertedOrUpdatedRows).toBe(2n);
    const updated = await db
      .updateTable('items')
      .set({ label: 'c' })
      .where('id', '=', 1)
      .executeTakeFirstOrThrow();
    expect(updated.numUpdatedRows).toBe(1n);
    const deleted = await db.deleteFrom('items').executeTakeFirstOrThrow();
    expect(deleted.numDeletedRows).toBe(2n);
  });

  it('runs a script of several statements when it has no parameters, answering the last one', async () => {
    const { rows } = await sql<{ n: number }>`
      insert into items values (1, 'a'); insert into items values (2, 'b'); select count(*)::int as n from items
    `.execute(db);
    expect(rows).toEqual([{ n: 2 }]);
  });

  it('runs a statement with parameters again and again with each call’s values, types and nulls', async () => {
    await db
      .insertInto('items')
      .values([
        { id: 1, label: 'one' },
        { id: 2, label: 'two' },
      ])
      .execute();
    const labelOf = (id: number) =>
      db.selectFrom('items').select('label').where('id', '=', id).executeTakeFirst();
    for (let round = 0; round < 8; round++) {
      expect(await labelOf(1)).toEqual({ label: 'one' });
      expect(await labelOf(2)).toEqual({ label: 'two' });
      expect(await labelOf(3)).toBeUndefined();
    }
    const { rows } = await sql<{ day: string; missing: null; ids: number[] }>`
      select ${'2026-11-26'}::date::text as day, ${null}::text as missing, ${[1, 2]}::int[] as ids
    `.execute(db);
    expect(rows).toEqual([{ day: '2026-11-26', missing: null, ids: [1, 2] }]);
  });

  it('recovers from a statement that fails, then runs it again once it can succeed', async () => {
    const insert = (id: number) => db.insertInto('items').values({ id, label: 'x' }).execute();
    await insert(1);
    await expect(insert(1)).rejects.toMatchObject({ code: '23505' });
    await expect(sql`select nonsense from items where id = ${1}`.execute(db)).rejects.toMatchObject({
      code: '42703',
    });
    await insert(2);
    expect(await count()).toBe(2);
  });

  it('answers the new columns after a table change a kept statement read', async () => {
    await sql`create table altered (id int primary key, a text)`.execute(db);
    await sql`insert into altered values (1, 'a')`.execute(db);
    const read = () => sql<Record<string, unknown>>`select * from altered where id = ${1}`.execute(db);
    expect((await read()).rows).toEqual([{ id: 1, a: 'a' }]);
    await sql`alter table altered add column b text default 'b'`.execute(db);
    expect((await read()).rows).toEqual([{ id: 1, a: 'a', b: 'b' }]);
    expect((await read()).rows).toEqual([{ id: 1, a: 'a', b: 'b' }]);
  });
});
