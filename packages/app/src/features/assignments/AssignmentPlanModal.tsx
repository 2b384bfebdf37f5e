import { type Assignment, type AssignmentStatus, assignmentStatusSteps } from '@mobilise/contract';
import { Checkbox } from '@mobilise/ui/Checkbox';
import { DateField } from '@mobilise/ui/DateField';
import { Select } from '@mobilise/ui/Select';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useEndpointMutation } from '../../api/endpoint-mutations.ts';
import { organisationsQueryOptions } from '../session/index.ts';
import { SaveFormModal } from '../settings/index.ts';
import { endBeforeStart } from './itinerary-dates.ts';
import { useAssignmentDialog } from './useAssignmentDialog.ts';
import { useAssignmentsTranslation } from './useAssignmentsTranslation.ts';

export interface AssignmentDialogProps {
  assignment: Assignment;
  /** Reads the assignment again, after someone else changed it; what the user typed stays. */
  onReload: () => Promise<unknown>;
  onClose: () => void;
}

const fields = [
  'received_by_organisation_id',
  'status',
  'proposed_dates.end_date',
  'confirmed_dates.end_date',
] as const;

/**
 * Plans the assignment: where the person goes (only while it is not shared with the receiving
 * organisation), its status (as it is, or one of the steps the server allows from it), its
 * proposed and confirmed dates, and financial clearance. Both confirmed dates left empty clear them. A
 * change made meanwhile (409) shows above the fields with a button that reads the latest version; the
 * answers stay as typed.
 */
export function AssignmentPlanModal({ assignment, onReload, onClose }: AssignmentDialogProps) {
  const { t } = useAssignmentsTranslation();
  const organisations = useQuery(organisationsQueryOptions).data ?? [];
  const [receivedBy, setReceivedBy] = useState(assignment.received_by?.id ?? null);
  const [status, setStatus] = useState<AssignmentStatus>(assignment.status);
  const [proposed, setProposed] = useState(assignment.proposed_dates);
  const [confirmed, setConfirmed] = useState(
    assignment.confirmed_dates ?? { start_date: null, end_date: null },
  );
  const [clearance, setClearance] = useState(assignment.financial_clearance_was_given);
  const dialog = useAssignmentDialog({ onReload, onClose });
  const { problem } = dialog;
  const save = useEndpointMutation('updateAssignmentPlan', {
    onSuccess: onClose,
    onError: dialog.failed(fields),
  });
  const proposedEndError = endBeforeStart(proposed) ? [t('plan.endBeforeStart')] : [];
  const confirmedEndError = endBeforeStart(confirmed) ? [t('plan.endBeforeStart')] : [];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (proposedEndError.length > 0 || confirmedEndError.length > 0) return;
    dialog.clearProblem();
    const isConfirmed = confirmed.start_date !== null || confirmed.end_date !== null;
    save.mutate({
      params: { id: assignment.id },
      body: {
        version: assignment.version,
        ...(receivedBy !== null && { received_by_organisation_id: receivedBy }),
        status,
        proposed_dates: proposed,
        confirmed_dates: isConfirmed ? confirmed : null,
        financial_clearance_was_given: clearance,
      },
    });
  };

  return (
    <SaveFormModal
      {...dialog.modal}
      title={t('plan.title')}
      submitLabel={t('plan.save')}
      isPending={save.isPending}
      onSubmit={submit}
    >
      <Select
        label={t('plan.receivedBy')}
        help={
          assignment.is_shared_with_receiving_organisation
            ? t('plan.receivedByShared')
            : t('plan.receivedByHelp')
        }
        isReadOnly={assignment.is_shared_with_receiving_organisation}
        options={organisations.map(({ id, name }) => ({ value: String(id), label: name }))}
        value={receivedBy === null ? null : String(receivedBy)}
        onChange={(key) => setReceivedBy(key === null ? receivedBy : Number(key))}
        errors={problem.fieldErrors.received_by_organisation_id ?? []}
      />
      <Select
        label={t('plan.status')}
        help={t('plan.statusHelp')}
        isRequired
        options={[assignment.status, ...assignmentStatusSteps(assignment.status)].map((value) => ({
          value,
          label: t(`plan.statuses.${value}`),
        }))}
        value={status}
        onChange={(key) => setStatus((key ?? assignment.status) as AssignmentStatus)}
        errors={problem.fieldErrors.status ?? []}
      />
      <DateField
        label={t('plan.proposedStart')}
        value={proposed.start_date}
        onChange={(start_date) => setProposed((was) => ({ ...was, start_date }))}
      />
      <DateField
        label={t('plan.proposedEnd')}
        value={proposed.end_date}
        onChange={(end_date) => setProposed((was) => ({ ...was, end_date }))}
        errors={[...proposedEndError, ...(problem.fieldErrors['proposed_dates.end_date'] ?? [])]}
      />
      <DateField
        label={t('plan.confirmedStart')}
        help={t('plan.confirmedHelp')}
        value={confirmed.start_date}
        onChange={(start_date) => setConfirmed((was) => ({ ...was, start_date }))}
      />
      <DateField
        label={t('plan.confirmedEnd')}
        value={confirmed.end_date}
        onChange={(end_date) => setConfirmed((was) => ({ ...was, end_date }))}
        errors={[...confirmedEndError, ...(problem.fieldErrors['confirmed_dates.end_date'] ?? [])]}
      />
      <Checkbox label={t('plan.financialClearance')} isSelected={clearance} onChange={setClearance} />
    </SaveFormModal>
  );
}
