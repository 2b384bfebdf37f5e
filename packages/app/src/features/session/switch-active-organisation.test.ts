import { QueryClient } from '@tanstack/react-query';
import { expect, it } from 'vitest';
import { personProfileQueryOptions } from '../my-aim/index.ts';
import { storyMember } from '../my-aim/stories/index.ts';
import {
  defaultPeopleFilters,
  organisationDashboardQueryOptions,
  organisationPeopleQueryOptions,
} from '../organisation/index.ts';
import { personSecurityGroupsQueryOptions } from '../people/index.ts';
import { signedInSessionOf } from './signed-in-session.ts';
import { switchActiveOrganisation } from './switch-active-organisation.ts';

it("switching organisation drops the queries of the one left, and keeps the others'", () => {
  const session = signedInSessionOf(
    { ...storyMember, is_admin: false, is_office_staff_for: [3, 7] },
    [{ id: 3 }, { id: 7 }],
    3,
  );
  expect(session.activeOrganisationId).toBe(3);
  const queryClient = new QueryClient();
  const cache = (key: readonly unknown[]) => queryClient.setQueryData(key, {});
  const left = [
    organisationDashboardQueryOptions(3).queryKey,
    organisationPeopleQueryOptions(3, defaultPeopleFilters, 25).queryKey,
    personSecurityGroupsQueryOptions(3, 21).queryKey,
  ];
  const kept = [
    organisationDashboardQueryOptions(7).queryKey,
    // A profile is read wherever the reader is: no organisation's.
    personProfileQueryOptions(21).queryKey,
  ];
  for (const key of [...left, ...kept]) cache(key);

  expect(switchActiveOrganisation(queryClient, session, 7, 'other')).toBe(true);

  for (const key of left) expect(queryClient.getQueryData(key)).toBeUndefined();
  for (const key of kept) expect(queryClient.getQueryData(key)).toEqual({});
});
