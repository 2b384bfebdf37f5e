import { expect, it } from 'vitest';
import { describeEachDatabase } from '../test/databases.ts';
import { createOrganisation } from '../test/domain-factories.ts';
import { planOf, searchPatternIndexCondition } from '../test/query-plan.ts';
import { searchTextMatches, searchWordsOf } from './search-text-sql.ts';

describeEachDatabase('requisition and paper search text', (database) => {
  it('finds "José" and "Müller" in requisitions and papers whatever the case and accents, through the trigram indexes', async () => {
    const { db } = database();
    const { id: organisation_id } = await createOrganisation(db);
    await db
      .insertInto('requisitions')
      .values([
        { organisation_id, title: 'Nurse, José Maria clinic' },
        { organisation_id, title: 'Teacher', description: 'For the Müller school' },
        { organisation_id, title: 'Pilot' },
      ])
      .execute();
    await db
      .insertInto('vision_strategy_papers')
      .values([
        { organisation_id, title: 'Vision for São Tomé', summary: 'With José' },
        { organisation_id, title: 'Strategy', content: 'Schools run by Zoë Müller' },
      ])
      .execute();
    const matching = (table: 'requisitions' | 'vision_strategy_papers', query: string) =>
      db
        .selectFrom(table)
        .select('title')
        .where((eb) => eb.and(searchTextMatches('search_text', searchWordsOf(query))))
        .orderBy('id');
    const search = async (table: 'requisitions' | 'vision_strategy_papers', query: string) =>
      (await matching(table, query).execute()).map((row) => row.title);
    expect(await search('requisitions', 'JOSE')).toEqual(['Nurse, José Maria clinic']);
    expect(await search('requisitions', 'muller')).toEqual(['Teacher']);
    expect(await search('vision_strategy_papers', 'jose')).toEqual(['Vision for São Tomé']);
    expect(await search('vision_strategy_papers', 'ZOE MÜLLER')).toEqual(['Strategy']);

    for (const table of ['requisitions', 'vision_strategy_papers'] as const) {
      const plan = await planOf(db, matching(table, 'jose').compile());
      expect(plan).toMatch(searchPatternIndexCondition(`${table}_search_text_trgm_idx`));
    }
  });

  it('reads an organisation’s newest requisitions and papers in index order, without sorting them', async () => {
    const { db } = database();
    for (const table of ['requisitions', 'vision_strategy_papers']) {
      const plan = await planOf(
        db,
        `select id from ${table} where organisation_id = 1 order by last_updated desc, id desc limit 5`,
        ['seqscan', 'bitmapscan', 'sort'],
      );
      expect(plan).toContain(`${table}_organisation_last_updated_idx`);
      expect(plan).not.toContain('Sort');
    }
  });

  it('keeps the search text in step when a title changes', async () => {
    const { db } = database();
    const { id: organisation_id } = await createOrganisation(db);
    const { id } = await db
      .insertInto('vision_strategy_papers')
      .values({ organisation_id, title: 'Draft' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.updateTable('vision_strategy_papers').set({ title: 'Éducation' }).where('id', '=', id).execute();
    const row = await db
      .selectFrom('vision_strategy_papers')
      .select('search_text')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.search_text).toBe('education');
  });
});
