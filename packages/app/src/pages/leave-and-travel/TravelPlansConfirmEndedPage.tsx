import { ConfirmEndedPage } from './ConfirmEndedPage.tsx';

/** TravelPlansConfirmEnded (/travel-plans/{id}/confirm-ended): confirming the travel has ended. */
export function Page() {
  return <ConfirmEndedPage kind="travel_plan" />;
}
