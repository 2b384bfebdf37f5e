import { TextArea } from '@mobilise/ui/TextArea';
import { type FormEvent, useState } from 'react';
import { SaveFormModal, type SaveFormModalProps } from './SaveFormModal.tsx';
import { noProblem, type SaveProblem, saveProblemOf } from './save-problem.ts';

export interface ReasonFormModalProps
  extends Pick<SaveFormModalProps, 'title' | 'cancelLabel' | 'submitLabel' | 'stale' | 'onClose'> {
  /** The reason's label, its help, and what it says when sent empty. */
  reasonLabel: string;
  /**
   * Whether the decision needs a reason (a rejection); an approval's note may be left empty.
   * @default true
   */
  isReasonRequired?: boolean;
  reasonHelp: string;
  reasonMissing: string;
  /** The name the server gives the reason when it refuses it (422), so the refusal shows on the field. */
  reasonField: string;
  /** Sends the decision with the reason, trimmed; settles when the server has answered. */
  send: (reason: string) => Promise<unknown>;
  /** Reads the record again, after someone else changed it. */
  onReload: () => Promise<unknown>;
}

/**
 * A decision that needs a reason the other side reads (rejecting an application, a leave request): the
 * reason is required before anything is sent, and what the server refuses shows in the dialog with the
 * reason kept — a change made meanwhile (409) with a button that reads the latest version, a refused
 * reason on its field (422). It closes once the decision is made.
 */
export function ReasonFormModal({
  reasonLabel,
  isReasonRequired = true,
  reasonHelp,
  reasonMissing,
  reasonField,
  send,
  onReload,
  onClose,
  ...modal
}: ReasonFormModalProps) {
  const [reason, setReason] = useState('');
  const [isMissing, setMissing] = useState(false);
  const [isPending, setPending] = useState(false);
  const [problem, setProblem] = useState<SaveProblem>(noProblem);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const missing = isReasonRequired && reason.trim() === '';
    setMissing(missing);
    if (missing) return;
    setProblem(noProblem);
    setPending(true);
    send(reason.trim()).then(onClose, (error: Error) => {
      setPending(false);
      setProblem(saveProblemOf(error, [reasonField]));
    });
  };

  return (
    <SaveFormModal
      {...modal}
      isPending={isPending}
      onSubmit={submit}
      onClose={onClose}
      problem={problem}
      onReload={() => onReload().then(() => setProblem(noProblem))}
    >
      <TextArea
        label={reasonLabel}
        help={reasonHelp}
        isRequired={isReasonRequired}
        autoFocus
        value={reason}
        onChange={(text) => {
          setReason(text);
          setMissing(false);
        }}
        errors={[...(isMissing ? [reasonMissing] : []), ...(problem.fieldErrors[reasonField] ?? [])]}
      />
    </SaveFormModal>
  );
}
