import type { EducationPlanRecord } from '@mobilise/contract';
import { useEndpointMutation } from '../../api/endpoint-mutations.ts';
import { ReasonFormModal } from '../settings/index.ts';
import { useEducationPlansTranslation } from './useEducationPlansTranslation.ts';

/** A consultant's decision on a submitted plan. */
export type EducationPlanDecision = 'approve' | 'reject';

export interface DecideEducationPlanModalProps {
  decision: EducationPlanDecision;
  /** The plan as last read: its version goes with the decision. */
  plan: EducationPlanRecord;
  /** Reads the plan again, after someone else changed it. */
  onReload: () => Promise<unknown>;
  onClose: () => void;
}

/**
 * Approves or rejects the plan with the note the family is mailed: optional with an approval, required
 * with a rejection (the server says the same, 422 on `note`).
 */
export function DecideEducationPlanModal({
  decision,
  plan,
  onReload,
  onClose,
}: DecideEducationPlanModalProps) {
  const { t } = useEducationPlansTranslation();
  const approve = useEndpointMutation('approveEducationPlan');
  const reject = useEndpointMutation('rejectEducationPlan');
  const params = { id: plan.id };
  return (
    <ReasonFormModal
      title={t(`decide.${decision}.title`, { name: plan.person.name })}
      cancelLabel={t('actions.cancel')}
      submitLabel={t(`decide.${decision}.submit`)}
      stale={{ title: t('stale.title'), body: t('stale.body'), reload: t('stale.reload') }}
      reasonLabel={t('decide.note')}
      reasonHelp={t(`decide.${decision}.noteHelp`)}
      reasonMissing={t('decide.noteMissing')}
      isReasonRequired={decision === 'reject'}
      reasonField="note"
      send={(note) =>
        decision === 'approve'
          ? approve.mutateAsync({ params, body: { version: plan.version, note: note || undefined } })
          : reject.mutateAsync({ params, body: { version: plan.version, note } })
      }
      onReload={onReload}
      onClose={onClose}
    />
  );
}
