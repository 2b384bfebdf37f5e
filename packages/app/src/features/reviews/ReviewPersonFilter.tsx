import { Lookup, type LookupOption } from '@mobilise/ui/Lookup';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { organisationPeopleLookup, personNamesQueryOptions } from '../applications/index.ts';
import { useReviewsTranslation } from './useReviewsTranslation.ts';

export interface ReviewPersonFilterProps {
  /** The organisation whose people the lookup finds. */
  organisationId: number;
  personId: number | null;
  onChange: (personId: number | null) => void;
}

/**
 * The person an organisation's reviews list narrows to: a search-as-you-type of its people, which weighs
 * more than the rest of the list, so it loads when asked for or when the address already names one.
 */
export function ReviewPersonFilter({ organisationId, personId, onChange }: ReviewPersonFilterProps) {
  const { t } = useReviewsTranslation();
  const findPeople = useMemo(() => organisationPeopleLookup(organisationId), [organisationId]);
  // The chosen person's name, for the lookup to show whom the address names.
  const chosenName = useQuery(personNamesQueryOptions(organisationId, personId === null ? [] : [personId]));
  const chosen: readonly LookupOption[] =
    personId === null
      ? []
      : [
          {
            value: String(personId),
            label: chosenName.data?.get(personId) ?? t('list.filters.personLoading'),
          },
        ];
  return (
    <Lookup
      label={t('list.filters.person')}
      loadOptions={findPeople}
      value={chosen}
      onChange={(people) => onChange(people[0] ? Number(people[0].value) : null)}
    />
  );
}
