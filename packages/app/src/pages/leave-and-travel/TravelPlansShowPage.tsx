import { LeaveRecordScreen } from './LeaveRecordScreen.tsx';

/**
 * TravelPlansShow (/travel-plans/{id}): a travel plan, every field, with the approval, rejection, edit and
 * confirmations its reader may make.
 */
export function Page() {
  return <LeaveRecordScreen kind="travel_plan" />;
}
