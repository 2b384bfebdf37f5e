import { useCurrentUser } from '../session/index.ts';

/** Whether travel plans are on: their pages need both the leave and the travel flag, else they go Home. */
export const useTravelPlansOn = (): boolean => {
  const flags = useCurrentUser()?.page_metadata.feature_flags;
  return flags?.leave_requests === true && flags.travel_plans;
};
