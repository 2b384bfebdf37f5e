import type { Organisation } from '@mobilise/contract';
import { Button } from '@mobilise/ui/Button';
import { ButtonLink } from '@mobilise/ui/ButtonLink';
import { Inline } from '@mobilise/ui/Inline';
import { Select } from '@mobilise/ui/Select';
import { Stack } from '@mobilise/ui/Stack';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import { organisationsQueryOptions, useActiveOrganisation } from '../features/session/index.ts';
import {
  noProblem,
  type SaveProblem,
  SaveProblemAlerts,
  type SaveProblemAlertsProps,
  saveProblemOf,
} from '../features/settings/index.ts';

/** The Select value of "none" (no region, no unit, no paper…). */
export const noneKey = 'none';
export const idOrNull = (key: string | number | null) =>
  key === null || key === noneKey ? null : Number(key);
export const textOrNull = (text: string) => text.trim() || null;

/** A record form's props: what it creates (no record) or edits, of which kind. */
export interface RecordFormProps<Subject> {
  subject: Subject;
  /** Reads the record again, after someone else changed it. */
  onReload?: () => Promise<unknown>;
}

export interface RecordFormOptions<Field extends string> {
  /** The body's fields, on which the server's refusals show. */
  fieldNames: readonly ('organisation_id' | Field)[];
  /** Among the organisations, those where the user may create such a record. */
  creatorsAmong: (organisations: Organisation[]) => Organisation[];
  /**
   * The organisation of the record edited (null: one every organisation shares); undefined for a new one,
   * which is created in one chosen.
   */
  recordOrganisationId: number | null | undefined;
  /** The organisation Select's label. */
  organisationLabel: string;
  /**
   * Where a record may belong to no organisation and be shared by all (admins' places): the label of that
   * choice, offered after the organisations, and the one taken when the user may create in none of them.
   */
  sharedLabel?: string;
  /** Called as another organisation is chosen: what the record named of the former one no longer holds. */
  onOrganisationChange: () => void;
  /** The notice's texts when someone else changed the record meanwhile. */
  stale: SaveProblemAlertsProps['stale'];
  /** Reads the record again, after someone else changed it. */
  onReload?: () => Promise<unknown>;
}

/**
 * What an organisation's record form shares: the organisation it is created in (the active one where the
 * user may create there, else the first such), chosen only at creation; the problem the last save met,
 * said above the fields (a change made meanwhile with a button that reads it) and on its fields.
 */
export function useRecordForm<Field extends string>({
  fieldNames,
  creatorsAmong,
  recordOrganisationId,
  organisationLabel,
  sharedLabel,
  onOrganisationChange,
  stale,
  onReload,
}: RecordFormOptions<Field>): {
  /** The organisation chosen; null when none is, or the record is shared. */
  organisationId: number | null;
  /** Whether the record is (to be) shared by every organisation. */
  isShared: boolean;
  /** Forgets the last save's problem, as a save starts. */
  clearProblem: () => void;
  /** The save mutations' `onError`. */
  onError: (error: Error) => void;
  /** A field's errors: its missing text, if given, then the server's. */
  errorsOf: (field: 'organisation_id' | Field, missingText?: string) => string[];
  /** The save's problem, above the fields. */
  alerts: ReactNode;
  /** The organisation's Select for a new record; nothing for one edited. */
  organisationSelect: ReactNode;
} {
  const { organisationId: activeOrganisationId } = useActiveOrganisation();
  const organisations = useQuery(organisationsQueryOptions).data ?? [];
  const creators = creatorsAmong(organisations);
  const firstOrganisation = creators.find(({ id }) => id === activeOrganisationId) ?? creators[0];
  const sharedKey = sharedLabel === undefined ? null : noneKey;
  // The Select's key: an organisation's id, `noneKey` for a shared record, null while none is chosen.
  const [organisationKey, setOrganisationKey] = useState<string | null>(() => {
    if (recordOrganisationId === undefined)
      return firstOrganisation === undefined ? sharedKey : String(firstOrganisation.id);
    return recordOrganisationId === null ? noneKey : String(recordOrganisationId);
  });
  const organisationId = idOrNull(organisationKey);
  const [problem, setProblem] = useState<SaveProblem>(noProblem);
  const clearProblem = () => setProblem(noProblem);
  const errorsOf = (field: 'organisation_id' | Field, missingText?: string) => [
    ...(missingText ? [missingText] : []),
    ...(problem.fieldErrors[field] ?? []),
  ];

  return {
    organisationId,
    isShared: organisationKey === noneKey,
    clearProblem,
    onError: (error) => setProblem(saveProblemOf(error, fieldNames)),
    errorsOf,
    alerts: (
      <SaveProblemAlerts
        problem={problem}
        stale={stale}
        onReload={async () => {
          await onReload?.();
          clearProblem();
        }}
      />
    ),
    organisationSelect:
      recordOrganisationId === undefined ? (
        <Select
          label={organisationLabel}
          isRequired
          options={[
            ...creators.map((organisation) => ({ value: String(organisation.id), label: organisation.name })),
            ...(sharedLabel === undefined ? [] : [{ value: noneKey, label: sharedLabel }]),
          ]}
          value={organisationKey}
          onChange={(key) => {
            setOrganisationKey(key === null ? null : String(key));
            onOrganisationChange();
          }}
          errors={errorsOf('organisation_id')}
        />
      ) : null,
  };
}

/**
 * A required text of a form: its value, and whether the last save found it empty, which its field says
 * until something is typed in it.
 */
export function useRequiredText(initial: string): {
  value: string;
  isMissing: boolean;
  onChange: (text: string) => void;
  /** As a save starts: notes whether it is empty, and answers that. */
  check: () => boolean;
} {
  const [value, setValue] = useState(initial);
  const [isMissing, setMissing] = useState(false);
  return {
    value,
    isMissing,
    onChange: (text) => {
      setValue(text);
      setMissing(false);
    },
    check: () => {
      const missing = value.trim() === '';
      setMissing(missing);
      return missing;
    },
  };
}

export interface RecordFormFrameProps {
  /** From `useRecordForm`: what shows above the fields. */
  form: { alerts: ReactNode; organisationSelect: ReactNode };
  onSubmit: (event: FormEvent) => void;
  /** Whether a save is under way. */
  isPending: boolean;
  submitLabel: string;
  cancelLabel: string;
  /** Where cancelling goes: the record's page, or the list for a new one. */
  cancelPath: string;
  /** The record's own fields. */
  children: ReactNode;
}

/**
 * A record form's frame: the save's problem and, for a new record, its organisation above the fields;
 * the save and cancel buttons under them.
 */
export function RecordFormFrame({
  form,
  onSubmit,
  isPending,
  submitLabel,
  cancelLabel,
  cancelPath,
  children,
}: RecordFormFrameProps) {
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack space="lg">
        {form.alerts}
        {form.organisationSelect}
        {children}
        <Inline space="sm">
          <Button type="submit" isPending={isPending}>
            {submitLabel}
          </Button>
          <ButtonLink variant="secondary" href={cancelPath}>
            {cancelLabel}
          </ButtonLink>
        </Inline>
      </Stack>
    </form>
  );
}
