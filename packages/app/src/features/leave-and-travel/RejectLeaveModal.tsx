import { TextArea } from '@mobilise/ui/TextArea';
import { type FormEvent, useState } from 'react';
import { useEndpointMutation } from '../../api/endpoint-mutations.ts';
import { noProblem, SaveFormModal, type SaveProblem, saveProblemOf } from '../settings/index.ts';
import { leaveChangeEndpoints } from './leave-endpoints.ts';
import type { LeaveKind, LeaveRecord } from './leave-kinds.ts';
import { useLeaveAndTravelTranslation } from './useLeaveAndTravelTranslation.ts';

export interface RejectLeaveModalProps {
  kind: LeaveKind;
  /** The record as last read: its version goes with the rejection. */
  record: LeaveRecord;
  /** Reads the record again, after someone else changed it. */
  onReload: () => Promise<unknown>;
  onClose: () => void;
}

/**
 * Rejects the request with the reason its person is told (required). What the server refuses shows in the
 * dialog with the reason kept: a decision or change made meanwhile (409) with a button that reads the
 * latest version, a refused reason on its field (422).
 */
export function RejectLeaveModal({ kind, record, onReload, onClose }: RejectLeaveModalProps) {
  const { t } = useLeaveAndTravelTranslation();
  const [reason, setReason] = useState('');
  const [isMissing, setMissing] = useState(false);
  const [problem, setProblem] = useState<SaveProblem>(noProblem);
  const reject = useEndpointMutation(leaveChangeEndpoints[kind].reject, {
    onSuccess: onClose,
    onError: (error) => setProblem(saveProblemOf(error, ['reason'])),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const missing = reason.trim() === '';
    setMissing(missing);
    if (missing) return;
    setProblem(noProblem);
    reject.mutate({ params: { id: record.id }, body: { version: record.version, reason: reason.trim() } });
  };

  return (
    <SaveFormModal
      title={t(`reject.title.${kind}`)}
      cancelLabel={t('actions.cancel')}
      submitLabel={t('reject.submit')}
      isPending={reject.isPending}
      onSubmit={submit}
      onClose={onClose}
      problem={problem}
      stale={{ title: t('stale.title'), body: t('stale.body'), reload: t('stale.reload') }}
      onReload={() => onReload().then(() => setProblem(noProblem))}
    >
      <TextArea
        label={t('reject.reason')}
        help={t('reject.reasonHelp')}
        isRequired
        autoFocus
        value={reason}
        onChange={(text) => {
          setReason(text);
          setMissing(false);
        }}
        errors={[...(isMissing ? [t('reject.reasonMissing')] : []), ...(problem.fieldErrors.reason ?? [])]}
      />
    </SaveFormModal>
  );
}
