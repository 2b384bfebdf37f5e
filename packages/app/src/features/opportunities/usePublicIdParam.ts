import { useParams } from 'react-router-dom';

/** The `:public_id` of the URL as a number, null when it is not a positive whole number (no record has it). */
export const usePublicIdParam = (): number | null => {
  const { public_id: publicId } = useParams();
  return publicId !== undefined && /^[1-9]\d{0,15}$/.test(publicId) ? Number(publicId) : null;
};
