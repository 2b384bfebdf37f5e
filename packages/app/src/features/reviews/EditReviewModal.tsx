import type { ReviewRecord } from '@mobilise/contract';
import { DateField } from '@mobilise/ui/DateField';
import { Select } from '@mobilise/ui/Select';
import { TextArea } from '@mobilise/ui/TextArea';
import { type FormEvent, useState } from 'react';
import { useEndpointMutation } from '../../api/endpoint-mutations.ts';
import { noProblem, SaveFormModal, type SaveProblem, saveProblemOf } from '../settings/index.ts';
import { useReviewsTranslation } from './useReviewsTranslation.ts';

const fields = ['date', 'reviewer_ids', 'actions_and_recommendations'];

export interface EditReviewModalProps {
  /** The review as last read: its version goes with the save. */
  review: ReviewRecord;
  /**
   * Whether the reader plans the review (its office staff, an admin): they change its date and reviewers
   * too; a reviewer changes only the actions and recommendations.
   */
  plans: boolean;
  /** Reads the review again, after someone else changed it. */
  onReload: () => Promise<unknown>;
  onClose: () => void;
}

/** Changes a review not yet submitted: its date and reviewers, its actions and recommendations. */
export function EditReviewModal({ review, plans, onReload, onClose }: EditReviewModalProps) {
  const { t } = useReviewsTranslation();
  const update = useEndpointMutation('updateReview');
  const [date, setDate] = useState<string | null>(review.date);
  const [reviewerIds, setReviewerIds] = useState(review.reviewer_ids.map(String));
  const [actions, setActions] = useState(review.actions_and_recommendations ?? '');
  const [isDateMissing, setDateMissing] = useState(false);
  const [problem, setProblem] = useState<SaveProblem>(noProblem);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (plans && date === null) {
      setDateMissing(true);
      return;
    }
    setProblem(noProblem);
    const text = actions.trim();
    update.mutate(
      {
        params: { id: review.id },
        body: {
          version: review.version,
          ...(plans && date !== null ? { date, reviewer_ids: reviewerIds.map(Number) } : {}),
          actions_and_recommendations: text === '' ? null : text,
        },
      },
      { onSuccess: onClose, onError: (error) => setProblem(saveProblemOf(error, fields)) },
    );
  };

  const errorsOf = (field: string) => problem.fieldErrors[field] ?? [];
  return (
    <SaveFormModal
      title={t('edit.title')}
      cancelLabel={t('actions.cancel')}
      submitLabel={t('edit.submit')}
      isPending={update.isPending}
      onSubmit={submit}
      onClose={onClose}
      problem={problem}
      stale={{ title: t('stale.title'), body: t('stale.body'), reload: t('stale.reload') }}
      onReload={() => onReload().then(() => setProblem(noProblem))}
    >
      {plans ? (
        <>
          <DateField
            label={t('fields.date')}
            isRequired
            value={date}
            onChange={(day) => {
              setDate(day);
              setDateMissing(false);
            }}
            errors={[...(isDateMissing ? [t('edit.dateMissing')] : []), ...errorsOf('date')]}
          />
          <Select
            label={t('fields.reviewers')}
            selectionMode="multiple"
            placeholder={t('edit.noReviewers')}
            options={review.reviewer_options.map((person) => ({
              value: String(person.id),
              label: person.name,
            }))}
            value={reviewerIds}
            onChange={(keys) => setReviewerIds(keys.map(String))}
            errors={errorsOf('reviewer_ids')}
          />
        </>
      ) : null}
      <TextArea
        label={t('fields.actionsAndRecommendations')}
        value={actions}
        onChange={setActions}
        errors={errorsOf('actions_and_recommendations')}
      />
    </SaveFormModal>
  );
}
