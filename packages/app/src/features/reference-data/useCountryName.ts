import { useQuery } from '@tanstack/react-query';
import { referenceListQueryOptions } from './api/reference-lists.ts';

/** A country code's name from the countries reference list; the code itself until the list has loaded. */
export const useCountryName = () => {
  const { data: countries = [] } = useQuery(referenceListQueryOptions('countries'));
  return (code: string) => countries.find((country) => country.code === code)?.name ?? code;
};
