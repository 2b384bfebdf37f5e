import type { LoadLookupChoices } from '@mobilise/form-engine/react';
import { callEndpoint } from '../../../api/index.ts';

/** The matches a family's members lookup offers at a time. */
export const familyMemberMatches = 10;

/**
 * The family form's People lookup: the people matching what was typed who have no family yet
 * (`has_family=false`, 10 at a time), of the organisation when one is named, within what the reader may
 * see. Whom the caller may add is checked again by the server when the family is saved.
 */
export function familyMemberLookup(organisationId: number | null): LoadLookupChoices {
  return async (typed, signal) => {
    const search = typed.trim();
    if (search === '') return [];
    const page = await callEndpoint('listPersonProfiles', {
      query: {
        search,
        has_family: false,
        per_page: familyMemberMatches,
        organisation: organisationId ?? undefined,
      },
      signal,
    });
    return page.data.map((person) => ({
      value: person.id,
      label: `${person.firstName} ${person.lastName}`,
      description: person.aimPositionalEmail ?? person.aimPersonalEmail ?? undefined,
    }));
  };
}
