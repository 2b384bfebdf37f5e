import { ButtonLink } from '@mobilise/ui/ButtonLink';
import { useQuery } from '@tanstack/react-query';
import {
  type LeaveKind,
  leaveRecordQueryOptions,
  useLeaveAndTravelTranslation,
} from '../../features/leave-and-travel/index.ts';
import { useIdParam } from '../../features/people/index.ts';
import { routePath } from '../../routes/routePath.ts';
import { usePageTitle } from '../../shell/usePageTitle.ts';
import { CreatedRecordPage } from '../people/CreatedRecordPage.tsx';

const useLeaveRequest = (id: number | null) =>
  useQuery({ ...leaveRecordQueryOptions('leave_request', id ?? 0), enabled: id !== null });
const useTravelPlan = (id: number | null) =>
  useQuery({ ...leaveRecordQueryOptions('travel_plan', id ?? 0), enabled: id !== null });
const recordHooks = { leave_request: useLeaveRequest, travel_plan: useTravelPlan };

const routesOf = {
  leave_request: { show: 'LeaveRequestsShow', list: 'PersonProfileLeaveRequests' },
  travel_plan: { show: 'TravelPlansShow', list: 'PersonProfileTravelPlans' },
} as const;

/**
 * A leave request or travel plan just sent (/leave-requests/{id}/created, /travel-plans/{id}/created):
 * what happens next, and the way to it or back to the person's list.
 */
export function LeaveCreatedPage({ kind }: { kind: LeaveKind }) {
  const { t } = useLeaveAndTravelTranslation();
  const useRecord = recordHooks[kind];
  usePageTitle(useRecord(useIdParam()).data?.person.name);
  const routes = routesOf[kind];
  return (
    <CreatedRecordPage
      useRecord={useRecord}
      title={t(`created.title.${kind}`)}
      text={(record) => t(`created.text.${kind}`, { publicId: record.publicId })}
      actions={(record) => (
        <>
          <ButtonLink href={routePath(routes.show, { id: record.id })}>
            {t(`created.view.${kind}`)}
          </ButtonLink>
          <ButtonLink variant="secondary" href={routePath(routes.list, { id: record.person.id })}>
            {t(`created.backToList.${kind}`)}
          </ButtonLink>
        </>
      )}
    />
  );
}
