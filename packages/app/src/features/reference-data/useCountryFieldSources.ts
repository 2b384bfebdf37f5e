import type { FieldSources } from '@mobilise/form-engine/react';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { referenceListQueryOptions } from './api/reference-lists.ts';

/** What an address form's fields choose from: the countries (a reference list), as form-engine options. */
export const useCountryFieldSources = (): FieldSources => {
  const { data: countries } = useQuery(referenceListQueryOptions('countries'));
  return useMemo(
    () => ({ countries: countries?.map(({ code, name }) => ({ value: code, label: name })) }),
    [countries],
  );
};
