import {
  type ItineraryDateStatus,
  type ItineraryItem,
  type ItineraryType,
  itineraryDateStatuses,
  itineraryTypes,
} from '@mobilise/contract';
import { DateField } from '@mobilise/ui/DateField';
import { Select } from '@mobilise/ui/Select';
import { TextField } from '@mobilise/ui/TextField';
import { type FormEvent, useState } from 'react';
import { useEndpointMutation } from '../../api/endpoint-mutations.ts';
import { SaveFormModal } from '../settings/index.ts';
import type { AssignmentDialogProps } from './AssignmentPlanModal.tsx';
import { endBeforeStart } from './itinerary-dates.ts';
import { useAssignmentDialog } from './useAssignmentDialog.ts';
import { useAssignmentsTranslation } from './useAssignmentsTranslation.ts';

const fields = ['type', 'responsible_for', 'start_date', 'end_date', 'status'] as const;

/**
 * Adds an item to the itinerary, or changes `item`: its type, who is responsible, its start and end,
 * and how certain those dates are. The whole item is sent, at the assignment's version; a change made
 * meanwhile (409) shows above the fields with the answers kept, a refused field (422) on that field.
 */
export function ItineraryItemModal({
  assignment,
  item,
  onReload,
  onClose,
}: AssignmentDialogProps & { item?: ItineraryItem }) {
  const { t } = useAssignmentsTranslation();
  const [type, setType] = useState<ItineraryType | null>(item?.type ?? null);
  const [responsible, setResponsible] = useState(item?.responsible_for ?? '');
  const [dates, setDates] = useState({
    start_date: item?.start_date ?? null,
    end_date: item?.end_date ?? null,
  });
  const [status, setStatus] = useState<ItineraryDateStatus>(item?.status ?? 'POTENTIAL');
  const [typeMissing, setTypeMissing] = useState(false);
  const dialog = useAssignmentDialog({ onReload, onClose });
  const { problem } = dialog;
  const options = {
    onSuccess: onClose,
    onError: dialog.failed(fields),
  };
  const create = useEndpointMutation('createItineraryItem', options);
  const update = useEndpointMutation('updateItineraryItem', options);
  const endError = endBeforeStart(dates) ? [t('itinerary.form.endBeforeStart')] : [];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTypeMissing(type === null);
    if (type === null || endError.length > 0) return;
    dialog.clearProblem();
    const body = {
      version: assignment.version,
      type,
      responsible_for: responsible.trim() === '' ? null : responsible.trim(),
      ...dates,
      status,
    };
    if (item) {
      update.mutate({ params: { id: assignment.id, item_id: item.id }, body });
    } else {
      create.mutate({ params: { id: assignment.id }, body });
    }
  };

  return (
    <SaveFormModal
      {...dialog.modal}
      title={t(item ? 'itinerary.form.editTitle' : 'itinerary.form.addTitle')}
      submitLabel={t('itinerary.form.save')}
      isPending={create.isPending || update.isPending}
      onSubmit={submit}
    >
      <Select
        label={t('itinerary.form.type')}
        isRequired
        options={itineraryTypes.map((value) => ({ value, label: t(`itinerary.type.${value}`) }))}
        value={type}
        onChange={(key) => {
          setType(key === null ? null : (key as ItineraryType));
          setTypeMissing(false);
        }}
        errors={[
          ...(typeMissing ? [t('itinerary.form.typeMissing')] : []),
          ...(problem.fieldErrors.type ?? []),
        ]}
      />
      <TextField
        label={t('itinerary.form.responsible')}
        value={responsible}
        onChange={setResponsible}
        errors={problem.fieldErrors.responsible_for ?? []}
      />
      <DateField
        label={t('itinerary.form.start')}
        value={dates.start_date}
        onChange={(start_date) => setDates((was) => ({ ...was, start_date }))}
        errors={problem.fieldErrors.start_date ?? []}
      />
      <DateField
        label={t('itinerary.form.end')}
        value={dates.end_date}
        onChange={(end_date) => setDates((was) => ({ ...was, end_date }))}
        errors={[...endError, ...(problem.fieldErrors.end_date ?? [])]}
      />
      <Select
        label={t('itinerary.form.status')}
        isRequired
        options={itineraryDateStatuses.map((value) => ({ value, label: t(`itinerary.status.${value}`) }))}
        value={status}
        onChange={(key) => setStatus((key ?? 'POTENTIAL') as ItineraryDateStatus)}
        errors={problem.fieldErrors.status ?? []}
      />
    </SaveFormModal>
  );
}
