import type { LeaveRequestType, TravelPlanType } from '@mobilise/contract';
import { useQuery } from '@tanstack/react-query';
import { useCountryName } from '../reference-data/index.ts';
import { organisationsQueryOptions } from '../session/index.ts';
import type { LeaveRow } from './api/leave-queries.ts';
import { useLeaveAndTravelTranslation } from './useLeaveAndTravelTranslation.ts';

/**
 * The words for a record's types: a leave type with its sub type ("Extraordinary: compassionate"), a
 * travel type with the country or organisation it goes to.
 */
export function useTypeLabels() {
  const { t } = useLeaveAndTravelTranslation();
  const countryName = useCountryName();
  const { data: organisations = [] } = useQuery(organisationsQueryOptions);
  const leaveType = (item: LeaveRequestType) =>
    item.sub_type === null
      ? t(`leaveTypes.${item.type}`)
      : t('typeWithSubType', { type: t(`leaveTypes.${item.type}`), subType: t(`subTypes.${item.sub_type}`) });
  const travelType = (item: TravelPlanType) => {
    const place =
      item.organisation_id === null
        ? countryName(item.country ?? '')
        : (organisations.find(({ id }) => id === item.organisation_id)?.name ?? '');
    return t('typeWithPlace', { type: t(`travelTypes.${item.type}`), place });
  };
  const typesOf = (row: LeaveRow): string[] =>
    row.kind === 'leave_request'
      ? (row.types as LeaveRequestType[]).map(leaveType)
      : (row.types as TravelPlanType[]).map(travelType);
  return { leaveType, travelType, typesOf };
}
