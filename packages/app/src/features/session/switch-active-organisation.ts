import type { QueryClient } from '@tanstack/react-query';
import { isQueryOfOrganisation } from '../../api/index.ts';
import type { SignedInSession } from '../../guards/guard.ts';
import { maySwitchOrganisation, type SwitchPage } from './active-organisation.ts';
import { storedActiveOrganisation } from './stored-active-organisation.ts';

/**
 * Makes an organisation the active one when the switching rule allows it, dropping the cached queries of the one
 * left (its dashboard, people lists and the like: every query made with that organisation). False, with
 * nothing changed, when the switch is not allowed.
 */
export const switchActiveOrganisation = (
  queryClient: QueryClient,
  session: SignedInSession,
  target: number,
  page: SwitchPage,
): boolean => {
  const { user, isInternationalOfficeConsultant, activeOrganisationId } = session;
  if (!maySwitchOrganisation({ user, isInternationalOfficeConsultant }, target, page)) return false;
  if (activeOrganisationId !== null && activeOrganisationId !== target) {
    queryClient.removeQueries({
      predicate: ({ queryKey }) => isQueryOfOrganisation(queryKey, activeOrganisationId),
    });
  }
  storedActiveOrganisation.write(target);
  return true;
};
