import { type AssignmentSummary, type ReviewRecord, type ReviewType, reviewTypes } from '@mobilise/contract';
import { DateField } from '@mobilise/ui/DateField';
import { Select } from '@mobilise/ui/Select';
import { type FormEvent, useState } from 'react';
import { useEndpointMutation } from '../../api/endpoint-mutations.ts';
import { useMyAimTranslation } from '../../shared/index.ts';
import { noProblem, SaveFormModal, type SaveProblem, saveProblemOf } from '../settings/index.ts';
import { useReviewsTranslation } from './useReviewsTranslation.ts';

const fields = ['assignment_id', 'type', 'date'] as const;
type Field = (typeof fields)[number];

export interface PlanReviewModalProps {
  /** The person's assignments whose review the reader may plan: the ones their organisations receive. */
  assignments: readonly AssignmentSummary[];
  /** Called with the planned review, to open it and choose its reviewers there. */
  onPlanned: (review: ReviewRecord) => void;
  onClose: () => void;
}

/**
 * Plans a review of one of a person's assignments: which assignment (chosen already when there is one),
 * its type and date. The reviewers are chosen on the review itself, from its reviewer options, which
 * depend on the organisation receiving the assignment and so exist once the review does.
 */
export function PlanReviewModal({ assignments, onPlanned, onClose }: PlanReviewModalProps) {
  const { t } = useReviewsTranslation();
  const myAim = useMyAimTranslation();
  const [assignmentId, setAssignmentId] = useState<string | null>(
    assignments.length === 1 ? String(assignments[0]?.id) : null,
  );
  const [type, setType] = useState<ReviewType | null>(null);
  const [date, setDate] = useState<string | null>(null);
  const [missing, setMissing] = useState<readonly Field[]>([]);
  const [problem, setProblem] = useState<SaveProblem>(noProblem);
  const plan = useEndpointMutation('createReview', {
    onSuccess: onPlanned,
    onError: (error) => setProblem(saveProblemOf(error, fields)),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const absent = fields.filter((field) => ({ assignment_id: assignmentId, type, date })[field] === null);
    setMissing(absent);
    if (assignmentId === null || type === null || date === null) return;
    setProblem(noProblem);
    plan.mutate({ body: { assignment_id: Number(assignmentId), type, date } });
  };

  const errorsOf = (field: Field) => [
    ...(missing.includes(field) ? [t(`plan.missing.${field}`)] : []),
    ...(problem.fieldErrors[field] ?? []),
  ];
  const dates = (assignment: AssignmentSummary) => {
    const { start_date, end_date } = assignment.confirmed_dates ?? assignment.proposed_dates;
    return [start_date, end_date].map((day) => (day ? myAim.displayDate(day) : '…')).join(' – ');
  };

  return (
    <SaveFormModal
      title={t('plan.title')}
      cancelLabel={t('actions.cancel')}
      submitLabel={t('plan.submit')}
      isPending={plan.isPending}
      onSubmit={submit}
      onClose={onClose}
      problem={problem}
      // A review not yet planned cannot have been changed by anyone else: there is nothing stale to reload.
      stale={{ title: '', body: '', reload: '' }}
      onReload={() => undefined}
    >
      <Select
        label={t('fields.assignment')}
        isRequired
        options={assignments.map((assignment) => ({
          value: String(assignment.id),
          label: t('plan.assignmentOption', {
            publicId: assignment.public_id,
            organisation: assignment.received_by?.name ?? '',
            dates: dates(assignment),
          }),
        }))}
        value={assignmentId}
        onChange={(key) => {
          setAssignmentId(key === null ? null : String(key));
          setMissing((absent) => absent.filter((field) => field !== 'assignment_id'));
        }}
        errors={errorsOf('assignment_id')}
      />
      <Select
        label={t('fields.type')}
        isRequired
        options={reviewTypes.map((value) => ({ value, label: t(`types.${value}`) }))}
        value={type}
        onChange={(key) => {
          setType(key === null ? null : (String(key) as ReviewType));
          setMissing((absent) => absent.filter((field) => field !== 'type'));
        }}
        errors={errorsOf('type')}
      />
      <DateField
        label={t('fields.date')}
        help={t('plan.dateHelp')}
        isRequired
        value={date}
        onChange={(day) => {
          setDate(day);
          setMissing((absent) => absent.filter((field) => field !== 'date'));
        }}
        errors={errorsOf('date')}
      />
    </SaveFormModal>
  );
}
