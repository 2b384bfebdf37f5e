import { useQuery } from '@tanstack/react-query';
import { useIdParam } from '../../features/people/index.ts';
import { geolocationQueryOptions } from '../../features/teams-and-units/index.ts';
import { usePageTitle } from '../../shell/usePageTitle.ts';

/** The place the URL names, and the page titled with its name. */
export function usePlaceOfUrl() {
  const id = useIdParam();
  const place = useQuery({ ...geolocationQueryOptions(id ?? 0), enabled: id !== null });
  usePageTitle(place.data?.name);
  return { id, place };
}
