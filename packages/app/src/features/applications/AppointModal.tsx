import { type TermType, termTypes } from '@mobilise/contract';
import { DateField } from '@mobilise/ui/DateField';
import { RadioGroup } from '@mobilise/ui/RadioGroup';
import { Select } from '@mobilise/ui/Select';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useEndpointMutation } from '../../api/endpoint-mutations.ts';
import { useToday } from '../people/index.ts';
import { noProblem, SaveFormModal, type SaveProblem, saveProblemOf } from '../settings/index.ts';
import { personNamesQueryOptions } from './api/application-list.ts';
import type { ApplicationDialogProps } from './RejectApplicationModal.tsx';
import { useApplicationsTranslation } from './useApplicationsTranslation.ts';

const fields = ['appointee_id', 'term_type', 'appointment_date'] as const;

/**
 * Appoints one of the applicants: the appointee (the only applicant is chosen already), the term type
 * (the application's to begin with) and the appointment date (today, shown, unless another is chosen).
 * What the server refuses shows in the dialog with the choices kept: a change made meanwhile (409) with a
 * button that reads the latest version, a refused field on that field (422).
 */
export function AppointModal({ application, onReload, onClose }: ApplicationDialogProps) {
  const { t } = useApplicationsTranslation();
  const today = useToday();
  const names = useQuery(
    personNamesQueryOptions(application.organisation_id, application.applicant_ids),
  ).data;
  const onlyApplicant = application.applicant_ids.length === 1 ? application.applicant_ids[0] : undefined;
  const [appointee, setAppointee] = useState<string | null>(
    onlyApplicant === undefined ? null : String(onlyApplicant),
  );
  const [termType, setTermType] = useState<TermType>(application.term_type);
  const [date, setDate] = useState<string | null>(today);
  const [missing, setMissing] = useState({ appointee: false, date: false });
  const [problem, setProblem] = useState<SaveProblem>(noProblem);
  const appoint = useEndpointMutation('appointApplicant', {
    onSuccess: onClose,
    onError: (error) => setProblem(saveProblemOf(error, fields)),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const nowMissing = { appointee: appointee === null, date: date === null };
    setMissing(nowMissing);
    if (appointee === null || date === null) return;
    setProblem(noProblem);
    appoint.mutate({
      params: { id: application.id },
      body: {
        appointee_id: Number(appointee),
        term_type: termType,
        appointment_date: date,
        version: application.version,
      },
    });
  };

  return (
    <SaveFormModal
      title={t('appoint.title')}
      cancelLabel={t('actions.cancel')}
      submitLabel={t('appoint.submit')}
      isPending={appoint.isPending}
      onSubmit={submit}
      onClose={onClose}
      problem={problem}
      stale={{ title: t('stale.title'), body: t('stale.body'), reload: t('stale.reload') }}
      onReload={() => onReload().then(() => setProblem(noProblem))}
    >
      <Select
        label={t('appoint.appointee')}
        isRequired
        options={application.applicant_ids.map((id) => ({
          value: String(id),
          label: names?.get(id) ?? t('show.someone'),
        }))}
        value={appointee}
        onChange={(key) => {
          setAppointee(key === null ? null : String(key));
          setMissing((was) => ({ ...was, appointee: false }));
        }}
        errors={[
          ...(missing.appointee ? [t('appoint.appointeeMissing')] : []),
          ...(problem.fieldErrors.appointee_id ?? []),
        ]}
      />
      <RadioGroup
        label={t('appoint.termType')}
        isRequired
        orientation="horizontal"
        options={termTypes.map((value) => ({ value, label: t(`termType.${value}`) }))}
        value={termType}
        onChange={(value) => setTermType(value as TermType)}
        errors={problem.fieldErrors.term_type ?? []}
      />
      <DateField
        label={t('appoint.date')}
        help={t('appoint.dateHelp')}
        isRequired
        value={date}
        onChange={(value) => {
          setDate(value);
          setMissing((was) => ({ ...was, date: false }));
        }}
        errors={[
          ...(missing.date ? [t('appoint.dateMissing')] : []),
          ...(problem.fieldErrors.appointment_date ?? []),
        ]}
      />
    </SaveFormModal>
  );
}
