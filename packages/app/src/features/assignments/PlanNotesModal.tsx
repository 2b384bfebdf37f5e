import { TextArea } from '@mobilise/ui/TextArea';
import { type FormEvent, useState } from 'react';
import { useEndpointMutation } from '../../api/endpoint-mutations.ts';
import { SaveFormModal } from '../settings/index.ts';
import type { AssignmentSectionProps } from './AssignmentOffer.tsx';
import { toastAssignmentDone } from './assignmentToasts.tsx';
import { useAssignmentDialog } from './useAssignmentDialog.ts';
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
  const dialog = useAssignmentDialog({ onReload, onClose });
  const { problem } = dialog;
  const save = useEndpointMutation('updateOutboundLogisticsPlan', {
    onSuccess: async () => {
      onClose();
      await toastAssignmentDone(t('logistics.done.update'));
    },
    onError: dialog.failed(['notes']),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    dialog.clearProblem();
    save.mutate({
      params: { id: assignment.id },
      body: { version: plan?.version ?? 0, notes: notes.trim() === '' ? null : notes },
    });
  };
  return (
    <SaveFormModal
      {...dialog.modal}
      title={plan === null ? t('logistics.createTitle') : t('logistics.editTitle')}
      submitLabel={t('logistics.save')}
      isPending={save.isPending}
      onSubmit={submit}
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
