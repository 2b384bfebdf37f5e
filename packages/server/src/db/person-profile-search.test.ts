import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../test/databases.ts';
import { planOf, searchPatternIndexCondition } from '../test/query-plan.ts';
import { searchTextMatches, searchWordsOf } from './search-text-sql.ts';

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
    const matching = (query: string) =>
      db
        .selectFrom('person_profiles')
        .select('first_name')
        .where((eb) => eb.and(searchTextMatches('search_text', searchWordsOf(query))))
        .orderBy('id');
    const search = async (query: string) => (await matching(query).execute()).map((row) => row.first_name);
    expect(await search('jose')).toEqual(['José', 'Joseph']);
    expect(await search('JOSÉ ÁLV')).toEqual(['José']);
    expect(await search('muller')).toEqual(['Zoë']);
    expect(await search('zoe')).toEqual(['Zoë']);

    // With four rows the planner would rather scan; turned off, it shows the index serves the operator.
    // The pattern, a sub-select computed once, still reaches the index as its condition.
    const plan = await planOf(db, matching('jose').compile());
    expect(plan).toMatch(searchPatternIndexCondition('person_profiles_scope_search_idx'));
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

  it('keeps the copy of the mobilising organisations in step with every write to them, in their order, for the scoped search index and the lists', async () => {
    const { db } = database();
    const insertOrganisation = async (name: string) =>
      (
        await db
          .insertInto('organisations')
          .values({ name, code: name.slice(0, 1) })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const insertPerson = async (first_name: string, last_name: string) =>
      (
        await db
          .insertInto('person_profiles')
          .values({ first_name, last_name })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const north = await insertOrganisation('North');
    const south = await insertOrganisation('South');
    const ana = await insertPerson('Ana', 'Vanterpool');
    const ben = await insertPerson('Ben', 'Vance');
    const copies = async () => {
      const rows = await db
        .selectFrom('person_profiles')
        .select(['id', 'mobilising_organisation_ids'])
        .where('id', 'in', [ana, ben])
        .orderBy('id')
        .execute();
      return rows.map((row) => row.mobilising_organisation_ids.map(Number));
    };
    await db
      .insertInto('person_profile_mobilising_organisations')
      .values([
        { person_profile_id: ana, organisation_id: south, position: 0 },
        { person_profile_id: ana, organisation_id: north, position: 1 },
        { person_profile_id: ben, organisation_id: north, position: 0 },
      ])
      .execute();
    // In their positions' order (south first for Ana), the order mobilisedByOrganisationIds answers.
    expect(await copies()).toEqual([[south, north], [north]]);

    await db
      .updateTable('person_profile_mobilising_organisations')
      .set({ person_profile_id: ben })
      .where('person_profile_id', '=', ana)
      .where('organisation_id', '=', south)
      .execute();
    // Both at position 0 for Ben: by id then.
    expect(await copies()).toEqual([[north], [north, south]]);

    await db
      .deleteFrom('person_profile_mobilising_organisations')
      .where('organisation_id', '=', north)
      .execute();
    expect(await copies()).toEqual([[], [south]]);

    const plan = await planOf(
      db,
      db
        .selectFrom('person_profiles')
        .select('id')
        .where(sql<boolean>`mobilising_organisation_ids && array[${south}]::bigint[]`)
        .where((eb) => eb.and(searchTextMatches('search_text', ['van'])))
        .compile(),
    );
    expect(plan).toMatch(
      /person_profiles_scope_search_idx[\s\S]*mobilising_organisation_ids && [\s\S]*search_text ~~/,
    );
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
