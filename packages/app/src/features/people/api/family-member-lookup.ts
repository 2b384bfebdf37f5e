import { type Paged, type PersonProfileListItem, personProfilesPath } from '@mobilise/contract';
import type { LoadLookupChoices } from '@mobilise/form-engine/react';
import { apiRequest, trusted } from '../../../api/index.ts';

/** The matches a family's members lookup offers at a time. */
export const familyMemberMatches = 10;

/**
 * The family form's People lookup: `GET api/person-profiles?search={typed}&has_family=false&per_page=10`,
 * of the organisation when one is named, within what the reader may see. Whom the caller may add is
 * checked again by the server when the family is saved.
 */
export function familyMemberLookup(organisationId: number | null): LoadLookupChoices {
  return async (typed, signal) => {
    const search = typed.trim();
    if (search === '') return [];
    const page = await apiRequest(personProfilesPath, {
      query: {
        search,
        has_family: false,
        per_page: familyMemberMatches,
        organisation: organisationId ?? undefined,
      },
      schema: trusted<Paged<PersonProfileListItem>>(),
      signal,
    });
    return page.data.map((person) => ({
      value: person.id,
      label: `${person.firstName} ${person.lastName}`,
      description: person.aimPositionalEmail ?? person.aimPersonalEmail ?? undefined,
    }));
  };
}
