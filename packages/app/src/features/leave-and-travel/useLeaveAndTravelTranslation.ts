import { useTranslation } from 'react-i18next';

/** The namespace of the leave request and travel plan pages. */
export const leaveAndTravelNamespace = 'leaveAndTravel';

/** `t` bound to the leave and travel texts (under the namespace file's one top-level key). */
export const useLeaveAndTravelTranslation = () =>
  useTranslation(leaveAndTravelNamespace, { keyPrefix: 'leaveAndTravel' });
