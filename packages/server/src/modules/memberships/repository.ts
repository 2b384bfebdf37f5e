import type { MembershipType } from '@mobilise/contract';
import type { Kysely } from 'kysely';
import { personInScope } from '../../db/person-scope-sql.ts';
import type { Database, DateText } from '../../db/schema.ts';
import type { PersonProfileScope } from '../../policies/person-profile-scope.ts';

export interface MembershipRow {
  id: number;
  person_profile_id: number;
  entry_id: string | null;
  type: MembershipType;
  contribution: string | null;
  starts_from: DateText;
  end_date: DateText | null;
}

/** The filters of `GET api/memberships`. */
export interface MembershipFilters {
  memberIds?: number[];
  types?: MembershipType[];
}

/** One page of the memberships of people the scope reaches, newest start first, and how many there are. */
export async function listMemberships(
  db: Kysely<Database>,
  scope: PersonProfileScope,
  filters: MembershipFilters,
  page: { limit: number; offset: number },
): Promise<{ rows: MembershipRow[]; total: number }> {
  const matches = db
    .selectFrom('memberships as m')
    .innerJoin('person_profiles as p', 'p.id', 'm.person_profile_id')
    .where(personInScope(scope, { id: 'p.id', familyId: 'p.family_id' }))
    .$if(filters.memberIds !== undefined, (query) =>
      query.where('m.person_profile_id', 'in', filters.memberIds ?? []),
    )
    .$if(filters.types !== undefined, (query) => query.where('m.type', 'in', filters.types ?? []));
  const [rows, count] = await Promise.all([
    matches
      .select([
        'm.id',
        'm.person_profile_id',
        'm.entry_id',
        'm.type',
        'm.contribution',
        'm.starts_from',
        'm.end_date',
      ])
      .orderBy('m.starts_from', 'desc')
      .orderBy('m.id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    matches.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}
