import { TextArea } from '@mobilise/ui/TextArea';
import { type FormEvent, useState } from 'react';
import { useEndpointMutation } from '../../api/endpoint-mutations.ts';
import { noProblem, SaveFormModal, type SaveProblem, saveProblemOf } from '../settings/index.ts';
import type { AssignmentSectionProps } from './AssignmentOffer.tsx';
import { toastAssignmentDone } from './assignmentToasts.tsx';
import { useAssignmentsTranslation } from './useAssignmentsTranslation.ts';

/**
 * Writes the plan's notes; with no plan yet, saving creates it as a draft (version 0). A change made
 * meanwhile (409) shows above the field with the button that reads the latest version; what was typed
 * stays.
 */
export function PlanNotesModal({
  assignment,
  onReload,
  onClose,
}: AssignmentSectionProps & { onClose: () => void }) {
  const { t } = useAssignmentsTranslation();
  const plan = assignment.outbound_logistics_plan;
  const [notes, setNotes] = useState(plan?.notes ?? '');
  const [problem, setProblem] = useState<SaveProblem>(noProblem);
  const save = useEndpointMutation('updateOutboundLogisticsPlan', {
    onSuccess: async () => {
      onClose();
      await toastAssignmentDone(t('logistics.done.update'));
    },
    onError: (error) => setProblem(saveProblemOf(error, ['notes'])),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(noProblem);
    save.mutate({
      params: { id: assignment.id },
      body: { version: plan?.version ?? 0, notes: notes.trim() === '' ? null : notes },
    });
  };
  return (
    <SaveFormModal
      title={plan === null ? t('logistics.createTitle') : t('logistics.editTitle')}
      cancelLabel={t('actions.cancel')}
      submitLabel={t('logistics.save')}
      isPending={save.isPending}
      onSubmit={submit}
      onClose={onClose}
      problem={problem}
      stale={{ title: t('stale.title'), body: t('stale.body'), reload: t('stale.reload') }}
      onReload={() => onReload().then(() => setProblem(noProblem))}
    >
      <TextArea
        label={t('logistics.notes')}
        help={t('logistics.notesHelp')}
        value={notes}
        onChange={setNotes}
        errors={problem.fieldErrors.notes ?? []}
        rows={6}
      />
    </SaveFormModal>
  );
}
