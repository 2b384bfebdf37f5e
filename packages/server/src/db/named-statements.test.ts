import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../test/databases.ts';

describeEachDatabase('statements sent to PostgreSQL', (database) => {
  it('are prepared once per connection under a name when they have parameters, and answer as before', async (context) => {
    if (database().kind !== 'postgres') {
      context.skip();
    }
    await database()
      .db.connection()
      .execute(async (connection) => {
        const count = (min: number) =>
          connection
            .selectFrom('schema_migrations')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('version', '>=', String(min))
            .executeTakeFirstOrThrow();
        expect(await count(0)).toEqual(await count(0));
        const prepared = await sql<{
          statement: string;
        }>`select statement from pg_prepared_statements`.execute(connection);
        expect(prepared.rows.map((row) => row.statement)).toContainEqual(
          expect.stringContaining('where "version" >= $1'),
        );
      });
  });
});
