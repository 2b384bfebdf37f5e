import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { parseGeneratePeopleArgs } from '../../cli/generate-people.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { createOrganisation } from '../../test/domain-factories.ts';
import { generatePeople } from './generate-people.ts';
import { SeededRandom } from './random.ts';

describe('generate-people arguments', () => {
  it('reads --people and --seed, and refuses a count that is not a positive whole number', () => {
    expect(parseGeneratePeopleArgs(['--people', '100000'])).toEqual({ people: 100_000, seed: 1 });
    expect(parseGeneratePeopleArgs(['--people', '5', '--seed', '7'])).toEqual({ people: 5, seed: 7 });
    expect(() => parseGeneratePeopleArgs([])).toThrow('--people must be');
    expect(() => parseGeneratePeopleArgs(['--people=-3'])).toThrow('--people must be');
    expect(() => parseGeneratePeopleArgs(['--people', '2.5'])).toThrow('--people must be');
  });
});

describeEachDatabase('generate-people', (database) => {
  it('adds N people spread across the organisations, searchable, with current addresses and some users', async () => {
    const { db } = database();
    const organisations = [await createOrganisation(db), await createOrganisation(db)];
    const count = 2345;
    const made = await generatePeople(db, {
      count,
      random: new SeededRandom(3),
      organisationIds: organisations.map((organisation) => organisation.id),
      userShare: 0.25,
    });
    expect(made).toBe(count);

    const { rows } = await sql<{ people: number; addressed: number; with_user: number; searchable: number }>`
      select count(*)::int as people,
        count(current_address_id)::int as addressed,
        count(user_id)::int as with_user,
        count(*) filter (where search_text <> '')::int as searchable
      from person_profiles
    `.execute(db);
    expect(rows[0]).toMatchObject({ people: count, addressed: count, searchable: count });
    expect(rows[0]?.with_user).toBeGreaterThan(count * 0.15);
    expect(rows[0]?.with_user).toBeLessThan(count * 0.35);

    const spread = await db
      .selectFrom('person_profile_mobilising_organisations')
      .select(['organisation_id', (eb) => eb.fn.countAll<number>().as('people')])
      .groupBy('organisation_id')
      .execute();
    expect(spread).toHaveLength(2);
    for (const { people } of spread) {
      expect(Number(people)).toBeGreaterThan(count * 0.4);
    }
  });

  it('refuses to make people without an organisation', async () => {
    await expect(
      generatePeople(database().db, { count: 1, random: new SeededRandom(1), organisationIds: [] }),
    ).rejects.toThrow('People need an organisation');
  });
});
