import { offerWriteStatuses, type UpdateOfferBody } from '@mobilise/contract';
import { Select } from '@mobilise/ui/Select';
import { TextArea } from '@mobilise/ui/TextArea';
import { type FormEvent, useState } from 'react';
import { useEndpointMutation } from '../../api/endpoint-mutations.ts';
import { SaveFormModal } from '../settings/index.ts';
import type { AssignmentSectionProps } from './AssignmentOffer.tsx';
import { toastAssignmentDone } from './assignmentToasts.tsx';
import { useAssignmentDialog } from './useAssignmentDialog.ts';
import { useAssignmentsTranslation } from './useAssignmentsTranslation.ts';

type OfferStatusWritten = UpdateOfferBody['status'];

/**
 * Writes the offer: its notes and whether it is a draft, offered or withdrawn. A change made meanwhile
 * (409) shows above the fields with the button that reads the latest version; what was typed stays.
 */
export function OfferModal({
  assignment,
  onReload,
  onClose,
}: AssignmentSectionProps & { onClose: () => void }) {
  const { t } = useAssignmentsTranslation();
  const offer = assignment.offer_for_assignment;
  const [notes, setNotes] = useState(offer?.notes ?? '');
  const [status, setStatus] = useState<OfferStatusWritten>(
    offerWriteStatuses.find((each) => each === offer?.status) ?? 'DRAFT',
  );
  const dialog = useAssignmentDialog({ onReload, onClose });
  const { problem } = dialog;
  const save = useEndpointMutation('updateAssignmentOffer', {
    onSuccess: async () => {
      onClose();
      await toastAssignmentDone(t('offer.saved'));
    },
    onError: dialog.failed(['notes', 'status']),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    dialog.clearProblem();
    save.mutate({
      params: { id: assignment.id },
      body: { version: assignment.version, notes: notes.trim() === '' ? null : notes, status },
    });
  };
  return (
    <SaveFormModal
      {...dialog.modal}
      title={t('offer.editTitle')}
      submitLabel={t('offer.save')}
      isPending={save.isPending}
      onSubmit={submit}
    >
      <Select
        label={t('offer.status')}
        help={t('offer.statusHelp')}
        isRequired
        options={offerWriteStatuses.map((value) => ({ value, label: t(`offer.statuses.${value}`) }))}
        value={status}
        onChange={(key) => setStatus((key ?? status) as OfferStatusWritten)}
        errors={problem.fieldErrors.status ?? []}
      />
      <TextArea
        label={t('offer.notes')}
        value={notes}
        onChange={setNotes}
        errors={problem.fieldErrors.notes ?? []}
      />
    </SaveFormModal>
  );
}
