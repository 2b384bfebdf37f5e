import { useQuery } from '@tanstack/react-query';
import { useCurrentUser } from '../session/index.ts';
import { personProfileQueryOptions } from './api/person-profiles.ts';

/** The signed-in user and their own person profile; the query waits while there is no profile id. */
export const useOwnProfile = () => {
  const user = useCurrentUser();
  const profileId = user?.person_profile_id ?? null;
  const profile = useQuery({
    ...personProfileQueryOptions(profileId ?? 0),
    enabled: profileId !== null,
  });
  return { user, profileId, profile };
};
