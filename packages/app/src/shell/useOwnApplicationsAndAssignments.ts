import { useQuery } from '@tanstack/react-query';
import { applicationsInProgressQueryOptions, personProfileQueryOptions } from '../features/my-aim/index.ts';
import type { SignedInSession } from '../guards/guard.ts';
import type { MyAimSidebarContext } from '../navigation/my-aim-sidebar.ts';

const noProfile = -1;

/**
 * The user's own applications and assignments, which decide the My AIM tab and entries: the same queries as the My AIM pages, so the cache is shared. A list that fails to load counts as
 * empty here; the page that shows it reports the failure.
 */
export const useOwnApplicationsAndAssignments = (
  session: SignedInSession,
): Pick<MyAimSidebarContext, 'applications' | 'assignments'> => {
  const profileId = session.user.person_profile_id;
  const enabled = profileId !== null;
  const profile = useQuery({ ...personProfileQueryOptions(profileId ?? noProfile), enabled });
  const applications = useQuery({ ...applicationsInProgressQueryOptions(profileId ?? noProfile), enabled });
  return {
    applications: applications.data ?? [],
    assignments: (profile.data?.assignments ?? []).map((assignment) => ({
      ...assignment,
      title: assignment.received_by?.name ?? assignment.public_id,
    })),
  };
};
