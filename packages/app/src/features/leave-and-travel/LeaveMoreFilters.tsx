import { DateField } from '@mobilise/ui/DateField';
import { Lookup, type LookupOption } from '@mobilise/ui/Lookup';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { organisationPeopleLookup, personNamesQueryOptions } from '../applications/index.ts';
import type { LeaveFilters } from './leave-filters.ts';
import { useLeaveAndTravelTranslation } from './useLeaveAndTravelTranslation.ts';

export interface LeaveMoreFiltersProps {
  filters: LeaveFilters;
  setFilters: (change: Partial<LeaveFilters>) => void;
  /** The organisation whose people the person filter finds; null for a person's own list, which has none. */
  organisationId: number | null;
}

/**
 * The list's date range (the records whose time away overlaps it) and, in an organisation's lists, its
 * person: the date picker and the search-as-you-type weigh more than the rest of the list, so they load
 * when asked for, or when the address already holds one of them.
 */
export function LeaveMoreFilters({ filters, setFilters, organisationId }: LeaveMoreFiltersProps) {
  const { t } = useLeaveAndTravelTranslation();
  const findPeople = useMemo(
    () => (organisationId === null ? null : organisationPeopleLookup(organisationId)),
    [organisationId],
  );
  // The chosen person's name, for the lookup to show whom the address names.
  const chosenName = useQuery(
    personNamesQueryOptions(organisationId ?? 0, filters.personId === null ? [] : [filters.personId]),
  );
  const chosenPerson: readonly LookupOption[] =
    filters.personId === null
      ? []
      : [
          {
            value: String(filters.personId),
            label: chosenName.data?.get(filters.personId) ?? t('list.filters.personLoading'),
          },
        ];
  return (
    <>
      <DateField
        label={t('list.filters.from')}
        value={filters.from}
        onChange={(from) => setFilters({ from })}
      />
      <DateField label={t('list.filters.to')} value={filters.to} onChange={(to) => setFilters({ to })} />
      {findPeople === null ? null : (
        <Lookup
          label={t('list.filters.person')}
          loadOptions={findPeople}
          value={chosenPerson}
          onChange={(chosen) => setFilters({ personId: chosen[0] ? Number(chosen[0].value) : null })}
        />
      )}
    </>
  );
}
