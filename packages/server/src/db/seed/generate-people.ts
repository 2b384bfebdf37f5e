import { type Kysely, sql } from 'kysely';
import type { Database } from '../schema.ts';
import { setCurrentAddresses } from './demo.ts';
import { homePlace, randomAddress, randomPerson } from './person.ts';
import type { SeededRandom } from './random.ts';
import { insertRows } from './seed-rows.ts';

export interface GeneratePeopleOptions {
  count: number;
  random: SeededRandom;
  /** People are spread evenly across these organisations (mobilised by them). */
  organisationIds: number[];
  /** The share of people with a user account (no password: they cannot sign in). */
  userShare?: number;
  /** Called after each batch with the number made so far. */
  progress?: (made: number) => void;
}

const batchSize = 2000;

/**
 * Adds `count` people (names of many cultures, accents included) with a current address, spread across
 * the organisations, some with user accounts. Each batch is one transaction of a few many-row inserts.
 */
export async function generatePeople(db: Kysely<Database>, options: GeneratePeopleOptions): Promise<number> {
  const { count, random, organisationIds, userShare = 0.2 } = options;
  if (organisationIds.length === 0) {
    throw new Error('People need an organisation to belong to');
  }
  // Addresses of this run are told apart from other runs' by this tag.
  const run = Date.now().toString(36);
  let made = 0;
  while (made < count) {
    const size = Math.min(batchSize, count - made);
    const first = made;
    await db.transaction().execute(async (trx) => {
      const people = Array.from({ length: size }, () =>
        randomPerson(random, { bornFrom: 1945, bornTo: 2020 }),
      );
      const withUser = people.map(() => random.chance(userShare));
      const emails = people.flatMap((_, index) =>
        withUser[index] ? [`person-${run}-${first + index}@example.net`] : [],
      );
      const users = emails.length
        ? await trx
            .insertInto('users')
            .values(emails.map((email) => ({ email })))
            .returning(['id', 'email'])
            .execute()
        : [];
      const userIdByEmail = new Map(users.map((user) => [user.email, user.id]));
      const profiles = people.map(({ profile }, index) => ({
        ...profile,
        user_id: userIdByEmail.get(`person-${run}-${first + index}@example.net`) ?? null,
        is_full_term_member: index % 3 === 0,
        is_short_term_member: index % 7 === 0,
        member_status: index % 11 === 0 ? ('INACTIVE' as const) : ('ACTIVE' as const),
      }));
      const ids: number[] = [];
      for (let start = 0; start < profiles.length; start += 500) {
        const inserted = await trx
          .insertInto('person_profiles')
          .values(profiles.slice(start, start + 500))
          .returning('id')
          .execute();
        ids.push(...inserted.map((row) => row.id));
      }
      // Spread across the organisations by id.
      await insertRows(
        trx,
        'person_profile_mobilising_organisations',
        ids.map((id) => ({
          person_profile_id: id,
          organisation_id: organisationIds[id % organisationIds.length] as number,
        })),
      );
      await insertRows(
        trx,
        'person_profile_addresses',
        ids.map((id, index) => {
          const culture = people[index]?.culture;
          if (!culture) {
            throw new Error('Every generated person has a culture');
          }
          return { ...randomAddress(random, 'CORR', homePlace(random, culture)), person_profile_id: id };
        }),
      );
      await setCurrentAddresses(trx, { from: Math.min(...ids), to: Math.max(...ids) });
    });
    made += size;
    options.progress?.(made);
  }
  await sql`analyze person_profiles`.execute(db);
  return made;
}
