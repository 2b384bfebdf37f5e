import type { FieldType, FormTemplate } from '@mobilise/contract';
import type { ComponentType } from 'react';
import type { FieldInputProps } from './FieldInputProps.ts';

type FieldInput = ComponentType<FieldInputProps>;

/**
 * Every field type of the template and where the ui input that answers it is loaded from. Each input is
 * its own chunk (or shares one with inputs built on the same ui component), so a form of text fields does
 * not carry the code of dates, selects, lookups and addresses: a page loads what its template asks for.
 */
export const fieldInputLoaders: Record<FieldType, () => Promise<FieldInput>> = {
  Text: () => import('./textInputs.tsx').then((inputs) => inputs.TextInput),
  Url: () => import('./textInputs.tsx').then((inputs) => inputs.UrlInput),
  Phone: () => import('./textInputs.tsx').then((inputs) => inputs.PhoneInput),
  Email: () => import('./textInputs.tsx').then((inputs) => inputs.EmailInput),
  Hidden: () => import('./textInputs.tsx').then((inputs) => inputs.HiddenInput),
  Textarea: () => import('./textInputs.tsx').then((inputs) => inputs.TextareaInput),
  Number: () => import('./numberInput.tsx').then((inputs) => inputs.NumberInput),
  Checkbox: () => import('./choiceInputs.tsx').then((inputs) => inputs.CheckboxInput),
  RadioGroup: () => import('./choiceInputs.tsx').then((inputs) => inputs.RadioGroupInput),
  CheckboxGroup: () => import('./choiceInputs.tsx').then((inputs) => inputs.CheckboxGroupInput),
  Select: () => import('./selectInput.tsx').then((inputs) => inputs.SelectInput),
  TabulatedSelect: () => import('./tabulatedSelectInput.tsx').then((inputs) => inputs.TabulatedSelectInput),
  CustomLookup: () => import('./customLookupInput.tsx').then((inputs) => inputs.CustomLookupInput),
  LanguagePicker: () => import('./languagePickerInput.tsx').then((inputs) => inputs.LanguagePickerInput),
  Address: () => import('./addressInputs.tsx').then((inputs) => inputs.AddressInput),
  CurrentAddress: () => import('./addressInputs.tsx').then((inputs) => inputs.CurrentAddressInput),
  PositionAssignments: () =>
    import('./positionAssignmentsInput.tsx').then((inputs) => inputs.PositionAssignmentsInput),
  Date: () => import('./dateInput.tsx').then((inputs) => inputs.DateInput),
  DateModifier: () => import('./dateModifierInput.tsx').then((inputs) => inputs.DateModifierInput),
  CurrentPhoneNumber: () =>
    import('./currentPhoneNumberInput.tsx').then((inputs) => inputs.CurrentPhoneNumberInput),
  EmbeddedVideoUrl: () =>
    import('./embeddedVideoUrlInput.tsx').then((inputs) => inputs.EmbeddedVideoUrlInput),
};

export class UnknownFieldTypeError extends Error {
  constructor(fieldType: string) {
    super(`Unknown field type "${fieldType}"`);
    this.name = 'UnknownFieldTypeError';
  }
}

/**
 * A load that says how it ended, as React's `use` reads it: a promise whose `status` is already
 * 'fulfilled' renders at once, so a question whose input was preloaded (a later page's, once the first
 * page has loaded them) never flashes a spinner or loses the focus moved to it.
 */
type InputLoad = Promise<FieldInput> & { status?: 'fulfilled'; value?: FieldInput };

/** One load per field type for the life of the page. */
const loads = new Map<FieldType, InputLoad>();

/** The input of a field type, loading (once) or loaded; an unknown field type is an error, at once. */
export function fieldInputOf(fieldType: string): Promise<FieldInput> {
  if (!Object.hasOwn(fieldInputLoaders, fieldType)) throw new UnknownFieldTypeError(fieldType);
  const type = fieldType as FieldType;
  let load = loads.get(type);
  if (!load) {
    const started: InputLoad = fieldInputLoaders[type]();
    started.then(
      (input) => {
        started.status = 'fulfilled';
        started.value = input;
      },
      // A chunk that failed to load (the network dropped) is asked for again by the next render.
      () => loads.delete(type),
    );
    loads.set(type, started);
    load = started;
  }
  return load;
}

/** Loads the inputs of the field types given, for whoever must have them before the form renders. */
export const loadFieldInputs = (fieldTypes: Iterable<string>) =>
  Promise.all([...fieldTypes].map(fieldInputOf));

/** The field types a template's questions use, on every page, each once. */
export function fieldTypesOf(template: FormTemplate): Set<string> {
  const types = new Set<string>();
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const child of node) visit(child);
      return;
    }
    if (typeof node !== 'object' || node === null) return;
    const { fieldType } = node as { fieldType?: unknown };
    if (typeof fieldType === 'string') types.add(fieldType);
    for (const child of Object.values(node)) visit(child);
  };
  visit(template.pages);
  return types;
}

const ignoreFailure = () => {};

/**
 * Starts loading the inputs of every field type the template uses, as soon as the template is known, so
 * that the first page's questions do not wait for their code one after another, nor a later page's for
 * theirs. Unknown types are left to the question that shows them, which reports them.
 */
export function preloadFieldInputs(template: FormTemplate): void {
  for (const type of fieldTypesOf(template)) {
    if (Object.hasOwn(fieldInputLoaders, type)) fieldInputOf(type).catch(ignoreFailure);
  }
}
