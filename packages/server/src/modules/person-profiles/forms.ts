import {
  type AddressType,
  type ChoiceOption,
  type Condition,
  type FormTemplate,
  maritalStatuses,
  memberStatuses,
  personStatusFlags,
  type Question,
  sexes,
  textLimits,
} from '@mobilise/contract';
import {
  global,
  isReadOnlyField,
  local,
  type QuestionOptions,
  question,
  section,
} from '@mobilise/form-engine/core';
import type { Language } from '../../i18n/languages.ts';
import type { Actor } from '../../policies/actor.ts';
import type { ScopedPerson } from '../../policies/person-profile-scope.ts';
import { type FormLabelKey, formLabel } from '../forms/labels.ts';
import type { EntityForms } from '../forms/registry.ts';
import { columnAnswers, listAnswers } from './answers.ts';
import { writableTiers } from './policy.ts';
import type { PersonProfilesService } from './service.ts';

/** `record`: the form of an existing profile; `blank`: the form a create starts from. */
export type PersonProfileFormKind = 'record' | 'blank';

interface CodeAndName {
  code: string;
  name: string;
}

/** One of the person's addresses, as the current-address field offers it. */
export interface AddressChoice {
  id: number;
  type: AddressType;
  summary: string;
}

/** What the template offers and who reads it; every list is already in the reader's language. */
export interface PersonProfileFormSources {
  language: Language;
  /** The organisations a blank form may create for, or a profile may be mobilised by. */
  organisations: readonly { id: number; name: string }[];
  countries: readonly CodeAndName[];
  /** The interface languages (en, es, fr, pt) by name. */
  interfaceLanguages: readonly CodeAndName[];
  /** The person's addresses (a record form only). */
  addresses: readonly AddressChoice[];
  isReadOnly: (fieldName: string) => boolean;
}

/**
 * The person-profile form (issue 6, 7): four pages as an office keeps a person's record, every field
 * named as the contract's PersonProfile names it, so its answers map one to one onto the profile and
 * onto `PUT /api/person-profiles/{id}`. Local constraints are what a save must satisfy (a name, real
 * dates, e-mail addresses, offered values); global ones (Required) only what a finished record needs.
 */
export function personProfileTemplate(
  kind: PersonProfileFormKind,
  sources: PersonProfileFormSources,
): FormTemplate {
  const { language, isReadOnly } = sources;
  const text = (key: FormLabelKey) => formLabel(language, key);
  const field = (
    fieldName: string,
    fieldType: Question['input']['fieldType'],
    extra: Omit<QuestionOptions, 'label'> = {},
  ) =>
    question(fieldName, fieldType, {
      label: text(`personProfile.fields.${fieldName}` as FormLabelKey),
      readOnly: isReadOnly(fieldName),
      ...extra,
    });
  // Required on both forms, so the blank one marks the names as the person's own form does. A local
  // constraint is judged only on the answers a save sends: the first answer saved still creates the
  // person whichever it is, and no save may blank a name.
  const name = (fieldName: string, required = false) =>
    field(fieldName, 'Text', {
      constraints: [
        ...(required ? [local({ type: 'Required' })] : []),
        local({ type: 'MaxLength', max: textLimits.name }),
      ],
    });
  const email = (fieldName: string) =>
    field(fieldName, 'Email', {
      constraints: [local({ type: 'Email' }), local({ type: 'MaxLength', max: textLimits.email })],
    });
  const date = (fieldName: string, conditions?: Condition[]) =>
    field(fieldName, 'Date', { constraints: [local({ type: 'Date' })], ...(conditions && { conditions }) });
  const choices = <Value extends string | number>(
    values: readonly Value[],
    label: (value: Value) => string,
  ): { options: ChoiceOption[]; accepted: Value[] } => ({
    options: values.map((value) => ({ value, label: label(value) })),
    accepted: [...values],
  });
  const select = (
    fieldName: string,
    { options, accepted }: { options: ChoiceOption[]; accepted: (string | number)[] },
    {
      multiple = false,
      fieldType = 'Select',
      required = false,
    }: {
      multiple?: boolean;
      fieldType?: 'Select' | 'RadioGroup' | 'CurrentAddress';
      required?: boolean;
    } = {},
  ) =>
    field(fieldName, fieldType, {
      options,
      hasMultipleAnswers: multiple,
      constraints: [
        ...(multiple ? [local({ type: 'Multiple' })] : []),
        ...(required ? [local({ type: 'Required' })] : []),
        local({ type: 'In', accepted_values: accepted }),
      ],
    });
  const countries = choices(
    sources.countries.map((country) => country.code),
    (code) => sources.countries.find((country) => country.code === code)?.name ?? code,
  );
  const organisations = choices(
    sources.organisations.map((organisation) => organisation.id),
    (id) => sources.organisations.find((organisation) => organisation.id === id)?.name ?? String(id),
  );
  const married: Condition[] = [{ kind: 'hasValue', field: 'maritalStatus', value: 'MARRIED' }];
  const requiredLater = (each: Question): Question => ({
    ...each,
    input: { ...each.input, constraints: [global({ type: 'Required' }), ...each.input.constraints] },
  });

  const personal = [
    section('name', text('personProfile.sections.name'), [
      name('salutation'),
      name('firstName', true),
      name('middleNames'),
      name('lastName', true),
      name('knownAs'),
      name('formerLastName'),
      name('suffix'),
    ]),
    section('about', text('personProfile.sections.about'), [
      requiredLater(
        select(
          'sex',
          choices(sexes, (sex) => text(`personProfile.sex.${sex}`)),
          { fieldType: 'RadioGroup' },
        ),
      ),
      requiredLater(date('dateOfBirth')),
      select(
        'maritalStatus',
        choices(maritalStatuses, (status) => text(`personProfile.maritalStatus.${status}`)),
      ),
      field('spouseName', 'Text', {
        conditions: married,
        constraints: [local({ type: 'MaxLength', max: textLimits.name })],
      }),
      field('dateOfMarriage', 'Date', {
        conditions: married,
        helpText: text('personProfile.help.dateOfMarriage'),
        constraints: [local({ type: 'Date' }), local({ type: 'DateAfter', another_field: 'dateOfBirth' })],
      }),
      requiredLater(select('nationalities', countries, { multiple: true })),
      select('permanentResidency', countries),
      select(
        'language',
        choices(
          sources.interfaceLanguages.map((each) => each.code),
          (code) => sources.interfaceLanguages.find((each) => each.code === code)?.name ?? code,
        ),
      ),
    ]),
  ];

  const contact = [
    section('email', text('personProfile.sections.email'), [
      email('aimPositionalEmail'),
      email('aimPersonalEmail'),
      email('aimAlternativeEmail'),
      field('phoneNumber', 'CurrentPhoneNumber', {
        constraints: [local({ type: 'MaxLength', max: textLimits.line })],
      }),
    ]),
  ];
  if (kind === 'record') {
    contact.push(
      section('addresses', text('personProfile.sections.addresses'), [
        question('addresses', 'Address', {
          label: text('personProfile.fields.addresses'),
          hasMultipleAnswers: true,
          helpText: text('personProfile.help.addresses'),
          readOnly: true,
        }),
        select(
          'currentAddressId',
          {
            options: sources.addresses.map((address) => ({
              value: address.id,
              label: `${text(`personProfile.addressTypes.${address.type}`)}: ${address.summary}`,
            })),
            accepted: sources.addresses.map((address) => address.id),
          },
          { fieldType: 'CurrentAddress' },
        ),
      ]),
    );
  }

  const mobilisation = [
    section('organisations', text('personProfile.sections.organisations'), [
      kind === 'blank'
        ? select('organisationId', organisations, { required: true })
        : requiredLater(select('mobilisedByOrganisationIds', organisations, { multiple: true })),
    ]),
    section(
      'status',
      text('personProfile.sections.status'),
      personStatusFlags.map((flag) =>
        question(flag, 'Checkbox', {
          label: text(`personProfile.flags.${flag}`),
          readOnly: isReadOnly(flag),
        }),
      ),
    ),
    section('memberStatus', text('personProfile.sections.memberStatus'), [
      select(
        'memberStatus',
        choices(memberStatuses, (status) => text(`personProfile.memberStatus.${status}`)),
        { required: true },
      ),
      date('inactiveSince', [{ kind: 'hasValue', field: 'memberStatus', value: 'INACTIVE' }]),
      date('retiredOn', [{ kind: 'hasValue', field: 'is_retired', value: true }]),
      date('deceasedOn', [{ kind: 'hasValue', field: 'is_deceased', value: true }]),
    ]),
  ];

  const familyAndNeeds = [
    section('family', text('personProfile.sections.family'), [
      field('withFamily', 'Checkbox'),
      field('requiresEducationPlan', 'Checkbox'),
    ]),
    section('needs', text('personProfile.sections.needs'), [
      field('specialNeeds', 'Textarea', {
        constraints: [local({ type: 'MaxLength', max: textLimits.note })],
      }),
      field('willTravelOnAssignment', 'Checkbox'),
    ]),
  ];

  return {
    title: text(kind === 'blank' ? 'personProfile.createTitle' : 'personProfile.title'),
    pages: [
      { id: 'personal', title: text('personProfile.pages.personal'), sections: personal },
      { id: 'contact', title: text('personProfile.pages.contact'), sections: contact },
      { id: 'mobilisation', title: text('personProfile.pages.mobilisation'), sections: mobilisation },
      { id: 'familyAndNeeds', title: text('personProfile.pages.familyAndNeeds'), sections: familyAndNeeds },
    ],
  };
}

/** The tier an answer of the profile needs to be written (answers.ts), if it is written at all. */
function tierOf(fieldName: string) {
  if (Object.hasOwn(columnAnswers, fieldName)) return columnAnswers[fieldName]?.tier;
  if (Object.hasOwn(listAnswers, fieldName)) return listAnswers[fieldName as keyof typeof listAnswers].tier;
  return undefined;
}

/**
 * Whether the actor sees a field of a person's record form read-only: the office's fields unless they
 * run one of the person's organisations (Z10), the organisation fields as its rules say (core's
 * rule, the one the browser applies), and the addresses, which their own calls change.
 */
export function isReadOnlyProfileField(
  actor: Actor,
  person: ScopedPerson | null,
  fieldName: string,
): boolean {
  const viewer = { isAdmin: actor.isAdmin, isOfficeStaffForOrganisations: actor.officeStaffFor };
  if (isReadOnlyField(fieldName, viewer)) return true;
  if (person === null) return false;
  const tier = tierOf(fieldName);
  return tier === undefined ? fieldName !== 'organisationId' : !writableTiers(actor, person).has(tier);
}

/** The person-profile forms as the forms routes serve them. */
export function personProfileForms(personProfiles: PersonProfilesService): EntityForms {
  return {
    entity: 'person-profiles',
    blankForm: (ctx, query) => personProfiles.blankForm(ctx, query.organisation),
    recordForm: (ctx, id) => personProfiles.recordForm(ctx, id),
  };
}
