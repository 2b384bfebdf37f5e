import type { ApplicationRecord } from '@mobilise/contract';
import { TextArea } from '@mobilise/ui/TextArea';
import { type FormEvent, useState } from 'react';
import { useEndpointMutation } from '../../api/endpoint-mutations.ts';
import { noProblem, SaveFormModal, type SaveProblem, saveProblemOf } from '../settings/index.ts';
import { useApplicationsTranslation } from './useApplicationsTranslation.ts';

export interface ApplicationDialogProps {
  /** The application as last read: its version goes with the change. */
  application: ApplicationRecord;
  /** Reads the application again, after someone else changed it. */
  onReload: () => Promise<unknown>;
  onClose: () => void;
}

/**
 * Rejects the application with a note saying why (required). What the server refuses shows in the
 * dialog with the note kept: a change made meanwhile (409) with a button that reads the latest version,
 * a refused note on its field (422).
 */
export function RejectApplicationModal({ application, onReload, onClose }: ApplicationDialogProps) {
  const { t } = useApplicationsTranslation();
  const [note, setNote] = useState('');
  const [isMissing, setMissing] = useState(false);
  const [problem, setProblem] = useState<SaveProblem>(noProblem);
  const reject = useEndpointMutation('transitionApplication', {
    onSuccess: onClose,
    onError: (error) => setProblem(saveProblemOf(error, ['note'])),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const missing = note.trim() === '';
    setMissing(missing);
    if (missing) return;
    setProblem(noProblem);
    reject.mutate({
      params: { id: application.id },
      body: { action: 'reject', version: application.version, note: note.trim() },
    });
  };

  return (
    <SaveFormModal
      title={t('reject.title')}
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
        label={t('reject.note')}
        help={t('reject.noteHelp')}
        isRequired
        autoFocus
        value={note}
        onChange={(text) => {
          setNote(text);
          setMissing(false);
        }}
        errors={[...(isMissing ? [t('reject.noteMissing')] : []), ...(problem.fieldErrors.note ?? [])]}
      />
    </SaveFormModal>
  );
}
