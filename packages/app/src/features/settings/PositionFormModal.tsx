import { type PositionRecord, type PositionSubjectType, positionSubjectTypes } from '@mobilise/contract';
import { CheckboxGroup } from '@mobilise/ui/CheckboxGroup';
import { TextField } from '@mobilise/ui/TextField';
import { type FormEvent, useState } from 'react';
import { useEndpointMutation } from '../../api/endpoint-mutations.ts';
import { useOrganisationTranslation } from '../organisation/index.ts';
import { SaveFormModal } from './SaveFormModal.tsx';
import { noProblem, type SaveProblem, saveProblemOf } from './save-problem.ts';

const fields = ['name', 'applicable_to'] as const;

export interface PositionFormModalProps {
  organisationId: number;
  /** The position to rename or change, as last read (its version goes with the change); null creates one. */
  position: PositionRecord | null;
  /** Reads the positions again, after someone else changed this one. */
  onReload: () => Promise<unknown>;
  onClose: () => void;
}

/**
 * Creates a position, or renames one and changes the kinds of record it applies to. What the server
 * refuses shows in the form with the input kept as typed: a taken name on the name field, a change made
 * by someone else meanwhile (409) with a button that reads their version so the change can be sent again.
 */
export function PositionFormModal({ organisationId, position, onReload, onClose }: PositionFormModalProps) {
  const { t } = useOrganisationTranslation();
  const [name, setName] = useState(position?.name ?? '');
  const [kinds, setKinds] = useState<readonly string[]>(position?.applicable_to ?? []);
  const [problem, setProblem] = useState<SaveProblem>(noProblem);
  // A required answer left empty at the last send; its error goes as soon as it is given.
  const [missing, setMissing] = useState<{ name: boolean; kinds: boolean }>({ name: false, kinds: false });
  const onError = (error: Error) => setProblem(saveProblemOf(error, fields));
  const create = useEndpointMutation('createPosition', { onSuccess: onClose, onError });
  const update = useEndpointMutation('updatePosition', { onSuccess: onClose, onError });
  const isPending = create.isPending || update.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const nowMissing = { name: name.trim() === '', kinds: kinds.length === 0 };
    setMissing(nowMissing);
    if (nowMissing.name || nowMissing.kinds) return;
    setProblem(noProblem);
    const body = { name: name.trim(), applicable_to: kinds as PositionSubjectType[] };
    if (position === null) create.mutate({ params: { org_id: organisationId }, body });
    else update.mutate({ params: { id: position.id }, body: { ...body, version: position.version } });
  };

  const reload = async () => {
    await onReload();
    setProblem(noProblem);
  };

  const errorsOf = (field: (typeof fields)[number], isMissing: boolean) => [
    ...(isMissing ? [t(`positions.form.${field === 'name' ? 'nameMissing' : 'kindsMissing'}`)] : []),
    ...(problem.fieldErrors[field] ?? []),
  ];

  return (
    <SaveFormModal
      title={position === null ? t('positions.form.createTitle') : t('positions.form.editTitle', position)}
      cancelLabel={t('positions.form.cancel')}
      submitLabel={position === null ? t('positions.form.create') : t('positions.form.save')}
      isPending={isPending}
      onSubmit={submit}
      onClose={onClose}
      problem={problem}
      stale={{
        title: t('positions.form.staleTitle'),
        body: t('positions.form.staleBody'),
        reload: t('positions.form.reload'),
      }}
      onReload={reload}
    >
      <TextField
        label={t('positions.form.name')}
        isRequired
        value={name}
        onChange={(text) => {
          setName(text);
          setMissing((was) => ({ ...was, name: false }));
        }}
        autoFocus
        errors={errorsOf('name', missing.name)}
      />
      <CheckboxGroup
        label={t('positions.form.applicableTo')}
        help={t('positions.form.applicableToHelp')}
        isRequired
        options={positionSubjectTypes.map((kind) => ({
          value: kind,
          label: t(`positions.kinds.${kind}`),
        }))}
        value={[...kinds]}
        onChange={(chosen) => {
          setKinds(chosen);
          setMissing((was) => ({ ...was, kinds: false }));
        }}
        errors={errorsOf('applicable_to', missing.kinds)}
      />
    </SaveFormModal>
  );
}
