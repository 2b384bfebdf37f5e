import type { CurrentUserResponse } from '@mobilise/contract';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, callEndpoint, queryKeys } from '../../../api/index.ts';

/** users/me: the signed-in user with the page metadata, or null when no one is signed in (a 404). */
export const fetchCurrentUser = async (): Promise<CurrentUserResponse | null> => {
  try {
    return await callEndpoint('currentUser');
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
};

/**
 * The current user, read at start-up and kept for the visit; what changes it (sign-in, creative access,
 * a language switch) refetches it explicitly. The cache holds null for no one signed in, so every page
 * can tell without a request.
 */
export const currentUserQueryOptions = queryOptions({
  queryKey: queryKeys.endpoint('currentUser'),
  queryFn: fetchCurrentUser,
  staleTime: Number.POSITIVE_INFINITY,
  retry: false,
});
