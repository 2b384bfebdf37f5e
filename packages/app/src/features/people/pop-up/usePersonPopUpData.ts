import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { applicationsInProgressQueryOptions, personProfileQueryOptions } from '../../my-aim/index.ts';
import { activeAssignmentsQueryOptions } from '../api/assignments.ts';
import { familyQueryOptions } from '../api/families.ts';
import { membershipsOfPersonQueryOptions } from '../api/memberships.ts';

/**
 * What the person pop-up loads: the profile first, and only once it has come the family,
 * the applications in progress (by applicant), the active non-abandoned assignments (by assignee) and
 * the memberships. A failure of those four is logged by the query cache and shown nowhere; a failed
 * profile calls `onProfileFailed` once.
 */
export const usePersonPopUpData = (personId: number, onProfileFailed: () => void) => {
  const profile = useQuery(personProfileQueryOptions(personId));
  const loaded = profile.data !== undefined;
  const familyId = profile.data?.familyId ?? null;
  const family = useQuery({ ...familyQueryOptions(familyId ?? 0), enabled: familyId !== null });
  const applications = useQuery({ ...applicationsInProgressQueryOptions(personId), enabled: loaded });
  const assignments = useQuery({ ...activeAssignmentsQueryOptions(personId), enabled: loaded });
  const memberships = useQuery({ ...membershipsOfPersonQueryOptions(personId), enabled: loaded });
  const profileFailed = profile.status === 'error';
  // biome-ignore lint/correctness/useExhaustiveDependencies: the failure itself is the trigger, once
  useEffect(() => {
    if (profileFailed) onProfileFailed();
  }, [profileFailed]);
  return {
    profile: profile.data,
    family: family.data,
    applications: applications.data,
    assignments: assignments.data,
    memberships: memberships.data,
  };
};
