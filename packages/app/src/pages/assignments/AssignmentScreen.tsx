import type { Assignment } from '@mobilise/contract';
import { DetailPage } from '@mobilise/ui/DetailPage';
import { Inline } from '@mobilise/ui/Inline';
import { PageHeader } from '@mobilise/ui/PageHeader';
import { StatusPill } from '@mobilise/ui/StatusPill';
import { useQuery } from '@tanstack/react-query';
import {
  AssignmentItinerary,
  AssignmentLogisticsPlan,
  AssignmentMouDocuments,
  AssignmentOffer,
  AssignmentOverview,
  AssignmentRelatedRecords,
  AssignmentSharing,
  AssignmentWorkflow,
  assignmentIdQueryOptions,
  assignmentQueryOptions,
  useAssignmentActions,
  useAssignmentsTranslation,
} from '../../features/assignments/index.ts';
import { RecordHistory } from '../../features/history/index.ts';
import { RecordStates } from '../../shared/index.ts';
import { type RecordAddress, useAddressedRecordId } from '../../shared/useAddressedRecordId.ts';
import { usePageTitle } from '../../shell/usePageTitle.ts';

/** How the address names the assignment: by the public id it shows, or by its full id. */
export type AssignmentAddress = RecordAddress;

function AssignmentView({
  assignment,
  address,
  onReload,
}: {
  assignment: Assignment;
  address: AssignmentAddress;
  onReload: () => Promise<unknown>;
}) {
  const { t } = useAssignmentsTranslation();
  const { buttons, notice } = useAssignmentActions({ assignment, onReload });
  return (
    <DetailPage
      header={
        <PageHeader
          title={t('title', { publicId: assignment.public_id })}
          subtitle={assignment.assignee.name}
          status={
            <Inline space="xs" alignY="center">
              <StatusPill kind="assignment" status={assignment.status} />
              {assignment.is_abandoned ? <StatusPill kind="assignment" status="ABANDONED" /> : null}
            </Inline>
          }
          secondaryActions={buttons}
        />
      }
      aside={
        <>
          <AssignmentSharing assignment={assignment} />
          <AssignmentRelatedRecords assignment={assignment} />
          <RecordHistory record={{ type: 'assignment', id: assignment.id }} />
        </>
      }
    >
      {notice}
      <AssignmentOverview assignment={assignment} onReload={onReload} />
      <AssignmentItinerary assignment={assignment} onReload={onReload} />
      <AssignmentOffer assignment={assignment} onReload={onReload} />
      <AssignmentLogisticsPlan assignment={assignment} onReload={onReload} />
      <AssignmentMouDocuments assignment={assignment} />
      <AssignmentWorkflow assignment={assignment} address={address} onReload={onReload} />
    </DetailPage>
  );
}

/**
 * An assignment by its address: AssignmentsShow names it by its public id, which the list finds the
 * assignment's id for; AssignmentsShowById and the legacy address by its id. All show the same page.
 */
export function AssignmentScreen({ address }: { address: AssignmentAddress }) {
  const { isKnownNumber, lookup, id, isLookingUp } = useAddressedRecordId(address, assignmentIdQueryOptions);
  const assignment = useQuery({ ...assignmentQueryOptions(id ?? 0), enabled: isKnownNumber && id !== null });
  // "Mary Slessor – Assignment": whose assignment the tab holds.
  usePageTitle(assignment.data?.assignee.name);
  if (isLookingUp) {
    return (
      <RecordStates query={lookup} isKnownId={isKnownNumber}>
        {() => null}
      </RecordStates>
    );
  }
  return (
    <RecordStates query={assignment} isKnownId={isKnownNumber && id !== null}>
      {(data) => <AssignmentView assignment={data} address={address} onReload={() => assignment.refetch()} />}
    </RecordStates>
  );
}
