import type { CustomLookup } from '@mobilise/contract';
import type { AttachedAsset } from '@mobilise/ui/AttachedFilesList';
import type { PersonAddress } from '@mobilise/ui/CurrentAddressField';
import type { LookupOption } from '@mobilise/ui/Lookup';
import type { AssignablePosition } from '@mobilise/ui/PositionAssignmentsField';
import type { ChoiceOption } from '@mobilise/ui/SearchableOptions';
import type { ListOption } from '@mobilise/ui/Select';
import { createContext, useContext } from 'react';
import type { FieldUser, FormStore } from '../core/index.ts';

/** An option a CustomLookup loader finds; `value` is the answer as saved (a person's id is a number). */
export interface LookupChoice extends Omit<LookupOption, 'value'> {
  value: string | number;
}

/** Finds the options matching what was typed; should stop when `signal` aborts. */
export type LoadLookupChoices = (query: string, signal: AbortSignal) => Promise<readonly LookupChoice[]>;

/** The data some field types choose from, supplied by the page that shows the form. */
export interface FieldSources {
  /** Address fields: the countries. */
  countries?: readonly ListOption[];
  /** Address fields: the states or provinces; without them the state or province is typed. */
  statesOrProvinces?: readonly ListOption[];
  /** LanguagePicker fields: the languages and the levels. */
  languages?: readonly ListOption[];
  proficiencies?: readonly ListOption[];
  /** CurrentAddress fields: the person's addresses. */
  addresses?: readonly PersonAddress[];
  /** CurrentPhoneNumber fields: the person's known numbers. */
  phoneNumbers?: readonly ChoiceOption[];
  /** PositionAssignments fields: the people who can be assigned. */
  people?: readonly ChoiceOption[];
  /** CustomLookup fields: a loader per lookup (Addresses, Assignments, PhoneNumbers, People). */
  lookups?: Partial<Record<CustomLookup, LoadLookupChoices>>;
  /** DateModifier fields: what the days count from, e.g. "the offer acceptance date". */
  dateModifierReference?: string;
  /** EmbeddedVideoUrl fields: loads the player in the preview (off in tests and screenshots). */
  loadsVideoPreview?: boolean;
  /** Asset nodes: uploads one file and answers the new asset's id. */
  uploadAsset?: (file: File) => Promise<string | number>;
  /** Asset nodes: the files an answer names, to list them under the drop zone. */
  loadAssets?: (ids: readonly (string | number)[]) => Promise<readonly AttachedAsset[]>;
}

/** What every node and field of one rendered form shares. */
export interface FormContextValue {
  store: FormStore;
  sources: FieldSources;
  /** The viewer, for the read-only rules; without one no field is read-only. */
  user: FieldUser | undefined;
  /** PositionAssignments fields: the positions and their assignees, once loaded. */
  positions: readonly AssignablePosition[] | undefined;
  /** Opens the generic error modal. */
  reportError: (error: unknown) => void;
  /** Asset nodes list this many files, then "See more"; 0 lists every file. */
  assetListTruncation: number;
  /** Called on every render of a question (render-count tests and the benchmark). */
  onFieldRender: ((fieldName: string) => void) | undefined;
}

export const FormContext = createContext<FormContextValue | null>(null);

export function useFormContext(): FormContextValue {
  const context = useContext(FormContext);
  if (!context) throw new Error('A form node must be rendered inside FormRenderer');
  return context;
}
