import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { personProfileQueryOptions } from '../my-aim/index.ts';

/** The `:id` of the URL as a profile id, null when it is not a positive whole number. */
export const useIdParam = (): number | null => {
  const { id } = useParams();
  return id !== undefined && /^[1-9]\d{0,15}$/.test(id) ? Number(id) : null;
};

/** The person profile the URL names. */
export const usePersonProfileParam = () => {
  const id = useIdParam();
  const profile = useQuery({ ...personProfileQueryOptions(id ?? 0), enabled: id !== null });
  return { id, profile };
};
