import { DateField } from '@mobilise/ui/DateField';
import { Lookup, type LookupOption } from '@mobilise/ui/Lookup';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { organisationPeopleLookup, personNamesQueryOptions } from '../applications/index.ts';
import type { LeaveFilters } from './leave-filters.ts';
import { useLeaveAndTravelTranslation } from './useLeaveAndTravelTranslation.ts';

/** How long the typing of a day pauses before the list follows it. */
const typingPauseMs = 700;

/**
 * A day of the date range: what is typed shows at once, and the list follows once the typing pauses, as
 * a day is typed a digit at a time and each digit would otherwise be a day of its own (the year 0002).
 */
function DayFilter({
  label,
  value,
  onCommit,
}: {
  label: string;
  value: string | null;
  onCommit: (day: string | null) => void;
}) {
  const [day, setDay] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // The latest filters' setter, so that a day committed late does not undo a filter changed meanwhile.
  const commit = useRef(onCommit);
  commit.current = onCommit;
  // Cleared or changed from elsewhere ("Clear filters", Back): show what the address holds.
  useEffect(() => setDay(value), [value]);
  useEffect(() => () => clearTimeout(timer.current), []);
  return (
    <DateField
      label={label}
      value={day}
      onChange={(next) => {
        setDay(next);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => commit.current(next), typingPauseMs);
      }}
    />
  );
}

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
      <DayFilter
        label={t('list.filters.from')}
        value={filters.from}
        onCommit={(from) => setFilters({ from })}
      />
      <DayFilter label={t('list.filters.to')} value={filters.to} onCommit={(to) => setFilters({ to })} />
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
