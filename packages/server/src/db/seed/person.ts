import type { AddressType } from '@mobilise/contract';
import type { Insertable } from 'kysely';
import type { PersonProfileAddressesTable, PersonProfilesTable } from '../schema.ts';
import { type Culture, cultures } from './names.ts';
import type { SeededRandom } from './random.ts';

export type Sex = 'MALE' | 'FEMALE';

/** A believable person: a name of one culture, its nationality and language, a birth date. */
export function randomPerson(
  random: SeededRandom,
  options: { culture?: Culture; sex?: Sex; lastName?: string; bornFrom: number; bornTo: number },
): {
  culture: Culture;
  profile: Insertable<PersonProfilesTable> & { first_name: string; last_name: string; sex: Sex };
} {
  const culture = options.culture ?? random.pick(cultures);
  const sex = options.sex ?? (random.chance(0.5) ? 'FEMALE' : 'MALE');
  const firstName = random.pick(sex === 'FEMALE' ? culture.female : culture.male);
  const year = random.int(options.bornFrom, options.bornTo);
  const month = String(random.int(1, 12)).padStart(2, '0');
  const day = String(random.int(1, 28)).padStart(2, '0');
  return {
    culture,
    profile: {
      first_name: firstName,
      last_name: options.lastName ?? random.pick(culture.last),
      sex,
      date_of_birth: `${year}-${month}-${day}`,
      language: culture.language,
      permanent_residency: culture.country,
      will_travel_on_assignment: random.chance(0.8),
    },
  };
}

const streets = [
  'Church Street',
  'Station Road',
  'Hill View',
  'Mission Lane',
  'Garden Close',
  'Market Street',
];

/** An address at `place`, valid by the address rules, not yet anyone's. */
export function randomAddress(
  random: SeededRandom,
  type: AddressType,
  place: { country: string; city: string; postCode: string },
): Omit<Insertable<PersonProfileAddressesTable>, 'person_profile_id'> {
  return {
    type,
    address_line_one: `${random.int(1, 240)} ${random.pick(streets)}`,
    city: place.city,
    post_code: place.postCode,
    country: place.country,
  };
}

/** A home address of the culture's country. */
export function homePlace(random: SeededRandom, culture: Culture) {
  return { country: culture.country, ...random.pick(culture.cities) };
}
