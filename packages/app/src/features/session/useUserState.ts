import { useMemo } from 'react';
import { useBrand } from '../../brand/useBrand.ts';
import { useCurrentUser } from './useCurrentUser.ts';
import { type UserState, userStateOf } from './user-state.ts';

/** The signed-in user's client state, following CX mode; undefined when signed out. */
export const useUserState = (): UserState | undefined => {
  const user = useCurrentUser();
  const brand = useBrand();
  return useMemo(() => (user === null ? undefined : userStateOf(user, brand.id)), [user, brand.id]);
};
