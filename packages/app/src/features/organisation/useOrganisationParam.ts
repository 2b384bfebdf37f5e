import { useParams } from 'react-router-dom';

/** The `:org_id` of the URL as an organisation id; the area's guard has let only valid ones through. */
export const useOrganisationParam = (): number => Number(useParams().org_id);
