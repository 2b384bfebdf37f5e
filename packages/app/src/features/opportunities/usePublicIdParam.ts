import { useParams } from 'react-router-dom';

/**
 * The `:public_id` of the URL as a number, null when it is not a positive whole number (no record has
 * it). The edit pages' `:id` is the record's public id too, as every requisition and paper call takes it.
 */
export const usePublicIdParam = (name: 'public_id' | 'id' = 'public_id'): number | null => {
  const publicId = useParams()[name];
  return publicId !== undefined && /^[1-9]\d{0,15}$/.test(publicId) ? Number(publicId) : null;
};
