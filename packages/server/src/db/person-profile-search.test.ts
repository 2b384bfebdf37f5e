import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../test/databases.ts';

describeEachDatabase('person profile search text', (database) => {
  it('finds "José", "Zoë" and "Müller" whatever the case and accents of the query, through the trigram index', async () => {
    const { db } = database();
    await db
      .insertInto('person_profiles')
      .values([
        { first_name: 'José', last_name: 'Álvarez' },
        { first_name: 'Zoë', last_name: 'Müller', known_as: 'Zo' },
        { first_name: 'Joseph', last_name: 'Okafor' },
        { first_name: 'Grace', last_name: 'Hopper' },
      ])
      .execute();
    const search = async (query: string) => {
      const rows = await db
        .selectFrom('person_profiles')
        .select('first_name')
        .where(sql<boolean>`search_text like '%' || unaccent(lower(${query})) || '%'`)
        .orderBy('id')
        .execute();
      return rows.map((row) => row.first_name);
    };
    expect(await search('jose')).toEqual(['José', 'Joseph']);
    expect(await search('JOSÉ ÁLV')).toEqual(['José']);
    expect(await search('muller')).toEqual(['Zoë']);
    expect(await search('zoe')).toEqual(['Zoë']);

    // With four rows the planner would rather scan; turned off, it shows the index serves the operator.
    const plan = await db.transaction().execute(async (trx) => {
      await sql`set local enable_seqscan = off`.execute(trx);
      const { rows } = await sql<{ 'QUERY PLAN': string }>`
        explain select id from person_profiles where search_text like '%' || unaccent(lower('jose')) || '%'
      `.execute(trx);
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('person_profiles_search_text_trgm_idx');
  });

  it('keeps the search text in step when a name changes', async () => {
    const { db } = database();
    const { id } = await db
      .insertInto('person_profiles')
      .values({ first_name: 'Anna', last_name: 'Lindqvist' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.updateTable('person_profiles').set({ last_name: 'Åström' }).where('id', '=', id).execute();
    const row = await db
      .selectFrom('person_profiles')
      .select('search_text')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.search_text).toBe('anna astrom');
  });

  it('reads a date column as its YYYY-MM-DD text', async () => {
    const { db } = database();
    const row = await db
      .insertInto('person_profiles')
      .values({ first_name: 'Ada', last_name: 'Byron', date_of_birth: '1815-12-10' })
      .returning('date_of_birth')
      .executeTakeFirstOrThrow();
    expect(row.date_of_birth).toBe('1815-12-10');
  });
});
