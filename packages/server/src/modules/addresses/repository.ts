import type { AddressAnswer } from '@mobilise/contract';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** An address row with whose it is and whether it is their current one. */
export type AddressRow = NonNullable<Awaited<ReturnType<typeof findAddress>>>;

/** The columns of an address answer; empty optional parts are stored as null, as the seed stores them. */
function columnsOf(answer: AddressAnswer) {
  const optional = (text: string) => (text.trim() === '' ? null : text);
  return {
    type: answer.type as 'FLD' | 'HA' | 'CORR' | 'OTH' | 'PER',
    address_line_one: answer.addressLineOne,
    address_line_two: optional(answer.addressLineTwo),
    address_line_three: optional(answer.addressLineThree),
    city: answer.city,
    county: optional(answer.county),
    state_or_province: optional(answer.stateOrProvince),
    post_code: answer.postCode,
    country: answer.country,
  };
}

/**
 * The address and its person's current address; `lock` holds the address row for the update that
 * follows in the same transaction.
 */
export function findAddress(db: Kysely<Database>, id: number, { lock = false } = {}) {
  return db
    .selectFrom('person_profile_addresses as a')
    .innerJoin('person_profiles as p', 'p.id', 'a.person_profile_id')
    .select([
      'a.id',
      'a.person_profile_id',
      'a.type',
      'a.address_line_one',
      'a.address_line_two',
      'a.address_line_three',
      'a.city',
      'a.county',
      'a.state_or_province',
      'a.post_code',
      'a.country',
      'a.version',
      'p.current_address_id',
    ])
    .where('a.id', '=', id)
    .$if(lock, (query) => query.forUpdate('a'))
    .executeTakeFirst();
}

export async function insertAddress(
  db: Kysely<Database>,
  personProfileId: number,
  answer: AddressAnswer,
  now: Date,
): Promise<number> {
  const { id } = await db
    .insertInto('person_profile_addresses')
    .values({ person_profile_id: personProfileId, ...columnsOf(answer), created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function updateAddress(db: Kysely<Database>, id: number, answer: AddressAnswer, now: Date) {
  await db
    .updateTable('person_profile_addresses')
    .set({ ...columnsOf(answer), updated_at: now, version: sql<number>`version + 1` })
    .where('id', '=', id)
    .execute();
}

/**
 * Points the person's `currentAddressId` at an address (or at none): a change of the profile, so its
 * version moves on and an edit of the profile read before it is refused as stale.
 */
export async function setCurrentAddress(
  db: Kysely<Database>,
  personProfileId: number,
  addressId: number | null,
  now: Date,
) {
  await db
    .updateTable('person_profiles')
    .set({ current_address_id: addressId, updated_at: now, version: sql<number>`version + 1` })
    .where('id', '=', personProfileId)
    .execute();
}
