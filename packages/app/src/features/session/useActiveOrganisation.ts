import type { Organisation } from '@mobilise/contract';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { type SwitchPage, switchableOrganisations } from './active-organisation.ts';
import { organisationsQueryOptions } from './api/organisations.ts';
import { switchActiveOrganisation } from './switch-active-organisation.ts';
import { useSignedInSession } from './useSignedInSession.ts';

export interface ActiveOrganisation {
  /** Null for a signed-out visitor and for a member whom no organisation mobilises. */
  organisationId: number | null;
  organisation: Organisation | undefined;
  /** The organisations the switcher offers on this page; empty when the user may not switch. */
  switchable: Organisation[];
  /**
   * Makes an organisation the active one, when the switching rule allows it, and drops the cached queries of the
   * one left; false (and nothing changes) when it does not.
   */
  switchTo: (organisationId: number) => boolean;
}

/** The active organisation, kept in this browser and shared by the whole app. */
export const useActiveOrganisation = (page: SwitchPage = 'other'): ActiveOrganisation => {
  const queryClient = useQueryClient();
  const { data: organisations } = useSuspenseQuery(organisationsQueryOptions);
  const session = useSignedInSession();
  const organisationId = session?.activeOrganisationId ?? null;
  const switching = session && {
    user: session.user,
    isInternationalOfficeConsultant: session.isInternationalOfficeConsultant,
  };

  const switchTo = (target: number) =>
    session !== null && switchActiveOrganisation(queryClient, session, target, page);

  return {
    organisationId,
    organisation: organisations.find(({ id }) => id === organisationId),
    switchable: switching ? switchableOrganisations(switching, organisations, page) : [],
    switchTo,
  };
};
