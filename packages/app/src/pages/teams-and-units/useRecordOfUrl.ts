import type { UseQueryResult } from '@tanstack/react-query';
import { useQuery } from '@tanstack/react-query';
import { useIdParam } from '../../features/people/index.ts';
import { type TeamOrUnit, teamQueryOptions, unitQueryOptions } from '../../features/teams-and-units/index.ts';
import { usePageTitle } from '../../shell/usePageTitle.ts';

export type Kind = TeamOrUnit['kind'];

/** The team or unit the URL names, read once for the page and its title. */
export function useRecordOfUrl(kind: Kind) {
  const id = useIdParam();
  const team = useQuery({ ...teamQueryOptions(id ?? 0), enabled: kind === 'team' && id !== null });
  const unit = useQuery({ ...unitQueryOptions(id ?? 0), enabled: kind === 'unit' && id !== null });
  const query = (kind === 'team' ? team : unit) as UseQueryResult<TeamOrUnit['record']>;
  usePageTitle(query.data?.name);
  return { id, query, subjectOf: (record: TeamOrUnit['record']) => ({ kind, record }) as TeamOrUnit };
}
