// Free of zod, so that the app's pages can derive the values without the schemas.
import type { PersonProfile, PersonProfileDerived } from './person-profiles.ts';
import type { IsoDate } from './primitives.ts';

/** Age in whole years on `today`, both `YYYY-MM-DD`. */
export function ageOn(dateOfBirth: IsoDate, today: IsoDate): number {
  const years = Number(today.slice(0, 4)) - Number(dateOfBirth.slice(0, 4));
  return today.slice(5) < dateOfBirth.slice(5) ? years - 1 : years;
}

const firstLetter = (name: string | null) => Array.from(name?.trim() ?? '')[0]?.toLocaleUpperCase() ?? '';

/** The derived values for a profile, on the day `today`; the app and the server share it. */
export function personProfileDerivedValues(
  profile: Pick<PersonProfile, 'firstName' | 'lastName' | 'knownAs' | 'dateOfBirth'>,
  today: IsoDate,
): PersonProfileDerived {
  const age = profile.dateOfBirth ? ageOn(profile.dateOfBirth, today) : null;
  return {
    initials: firstLetter(profile.firstName) + firstLetter(profile.lastName),
    age,
    isUnder20: age !== null && age < 20,
    isUnder26: age !== null && age < 26,
    isChild: age !== null && age <= 19,
    preferredShortName: profile.knownAs?.trim() ? profile.knownAs : profile.firstName,
  };
}
