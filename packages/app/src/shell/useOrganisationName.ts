import { useQuery } from '@tanstack/react-query';
import { organisationsQueryOptions } from '../features/session/index.ts';

/** The name of an organisation the user may see, for the title of a page about it; null until known. */
export const useOrganisationName = (organisationId: number | string | null | undefined): string | null => {
  const { data } = useQuery(organisationsQueryOptions);
  if (organisationId === null || organisationId === undefined) return null;
  return data?.find(({ id }) => String(id) === String(organisationId))?.name ?? null;
};
