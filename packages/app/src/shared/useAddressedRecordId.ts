import { type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';

/** Which route parameter names a record: its public id (the address users share) or its id. */
export type RecordAddress = 'public_id' | 'id';

/** The number in the address, or NaN when it is not one. */
const numberIn = (value: string | undefined) => (value && /^\d+$/.test(value) ? Number(value) : Number.NaN);

/**
 * The id of the record a page's address names. By public id, a list query (`idQueryOptions`) finds the
 * id, and `isLookingUp` holds until it has; by id, the address gives it. `isKnownNumber` is false for
 * an address that is no number at all, which pages answer as not found without asking.
 */
export function useAddressedRecordId(
  address: RecordAddress,
  // biome-ignore lint/suspicious/noExplicitAny: each record's list query has its own page type.
  idQueryOptions: (publicId: number) => UseQueryOptions<any, Error, number | null, any>,
) {
  const number = numberIn(useParams()[address]);
  const isKnownNumber = Number.isSafeInteger(number) && number > 0;
  const byPublicId = address === 'public_id';
  const lookup = useQuery({ ...idQueryOptions(number), enabled: byPublicId && isKnownNumber });
  const id = byPublicId ? (lookup.data ?? null) : number;
  return { isKnownNumber, lookup, id, isLookingUp: byPublicId && lookup.status !== 'success' };
}
