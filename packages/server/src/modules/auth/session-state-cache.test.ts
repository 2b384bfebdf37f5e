import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import type { App } from '../../app.ts';
import type { DatabaseHandle } from '../../db/database.ts';
import { notifiedTables } from '../../db/table-changes.ts';
import { buildTestApp } from '../../test/app.ts';
import { signedInClient, TestClient } from '../../test/client.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { createOrganisation } from '../../test/domain-factories.ts';
import { createUser } from '../../test/factories.ts';

/** What users/me says now: its status, and the organisations the user is office staff for. */
async function me(browser: TestClient) {
  const response = await browser.get('/api/users/me');
  return {
    status: response.statusCode,
    staffFor: response.statusCode === 200 ? response.json().is_office_staff_for : undefined,
  };
}

/** A NOTIFY reaches another connection a moment after the commit: wait up to 2 s for it. */
const untilNoticed = { timeout: 2000, interval: 20 };

describeEachDatabase('the kept session state', (database, openAnother) => {
  let app: App;
  beforeAll(async () => {
    ({ app } = await buildTestApp(database()));
  });
  afterAll(() => app.close());
  const db = () => database().db;

  it('answers the next request after a write by this server with the write: role, logout, disable (S3, S5)', async () => {
    const user = await createUser(db());
    const browser = await signedInClient(app, user);
    const { id: organisation } = await createOrganisation(db());
    expect(await me(browser)).toEqual({ status: 200, staffFor: [] });

    await db()
      .insertInto('office_staff')
      .values({ user_id: user.id, organisation_id: organisation })
      .execute();
    expect(await me(browser)).toEqual({ status: 200, staffFor: [organisation] });

    const second = await signedInClient(app, user);
    expect((await second.get('/api/users/me')).statusCode).toBe(200);
    expect((await second.get('/logout')).statusCode).toBe(302);
    expect((await second.get('/api/users/me')).statusCode).toBe(404);
    expect(await me(browser)).toEqual({ status: 200, staffFor: [organisation] });

    await db().updateTable('users').set({ disabled_at: new Date() }).where('id', '=', user.id).execute();
    expect((await browser.get('/api/users/me')).statusCode).toBe(404);
  });

  it('hears a write it did not make itself (a raw statement, another tool) through NOTIFY', async () => {
    const user = await createUser(db());
    const browser = await signedInClient(app, user);
    expect((await browser.get('/api/users/me')).statusCode).toBe(200);

    await sql`delete from sessions where user_id = ${user.id}`.execute(db());
    await vi.waitFor(
      async () => expect((await browser.get('/api/users/me')).statusCode).toBe(404),
      untilNoticed,
    );
  });

  it('a second server on the same PostgreSQL database sees a logout, a role change and a disable at once', async (context) => {
    if (database().kind !== 'postgres') {
      context.skip();
    }
    const otherDatabase: DatabaseHandle = openAnother();
    const { app: otherApp } = await buildTestApp(otherDatabase);
    try {
      const user = await createUser(db());
      const { id: organisation } = await createOrganisation(db());
      const here = await signedInClient(app, user);
      // The other server answers for a session this one started, and keeps it.
      const there = await signedInClient(otherApp, user);
      const hereOnThere = await new TestClient(otherApp).start();
      for (const [name, value] of here.cookies) {
        hereOnThere.cookies.set(name, value);
      }
      expect(await me(hereOnThere)).toEqual({ status: 200, staffFor: [] });
      expect(await me(there)).toEqual({ status: 200, staffFor: [] });

      await db()
        .insertInto('office_staff')
        .values({ user_id: user.id, organisation_id: organisation })
        .execute();
      await vi.waitFor(
        async () => expect(await me(there)).toEqual({ status: 200, staffFor: [organisation] }),
        untilNoticed,
      );

      expect((await here.get('/logout')).statusCode).toBe(302);
      await vi.waitFor(async () => expect((await me(hereOnThere)).status).toBe(404), untilNoticed);
      expect((await me(there)).status).toBe(200);

      await app.services.users.disableUser(null, user.id);
      await vi.waitFor(async () => expect((await me(there)).status).toBe(404), untilNoticed);
    } finally {
      await otherApp.close();
      await otherDatabase.close();
    }
  });

  it('has a NOTIFY trigger for every table and event that it forgets on in-process writes', async () => {
    const { rows } = await sql<{ table: string; type: number }>`
      select c.relname as table, t.tgtype as type
      from pg_trigger t
      join pg_class c on c.oid = t.tgrelid
      join pg_proc p on p.oid = t.tgfoid
      where p.proname = 'notify_table_change'`.execute(db());
    // tgtype bits: 4 insert, 8 delete, 16 update, 32 truncate (pg_trigger.h).
    const kinds = (type: number) =>
      [
        ['insert', 4],
        ['update', 16],
        ['delete', 8],
      ]
        .filter(([, bit]) => (type & (bit as number)) !== 0)
        .map(([kind]) => kind);
    expect(Object.fromEntries(rows.map((row) => [row.table, kinds(row.type)]))).toEqual(notifiedTables);
    expect(rows.every((row) => (row.type & 32) !== 0)).toBe(true);
  });
});
