import type { CurrentUserResponse } from '@mobilise/contract';
import { useSuspenseQuery } from '@tanstack/react-query';
import { currentUserQueryOptions } from './api/current-user.ts';

/**
 * The signed-in user with the page metadata, or null when signed out. The shell's loaders read it before
 * any page renders, so inside the app it is already there.
 */
export const useCurrentUser = (): CurrentUserResponse | null =>
  useSuspenseQuery(currentUserQueryOptions).data;
