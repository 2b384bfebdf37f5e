import {
  type ChoiceOption,
  type Condition,
  extraordinaryLeaveSubTypes,
  type FormTemplate,
  leaveTypes,
  type Question,
  textLimits,
  travelTypes,
} from '@mobilise/contract';
import { global, local, question, section } from '@mobilise/form-engine/core';
import type { Language } from '../../i18n/languages.ts';
import type { LeaveKind } from '../../policies/leave-policy.ts';
import { type FormLabelKey, formLabel } from '../forms/labels.ts';
import type { EntityForms } from '../forms/registry.ts';
import type { LeaveAndTravelService } from './service.ts';

/** What the leave and travel templates offer, every name already in the reader's language. */
export interface LeaveFormSources {
  language: Language;
  /** The person and their family: whom the request may be for. */
  family: readonly { id: number; name: string }[];
  /** Travel only: the countries and organisations a travel plan may go to. */
  countries: readonly { code: string; name: string }[];
  organisations: readonly { id: number; name: string }[];
  /** The record form of an approved record asks first for the reason of a change. */
  asksForChangeReason: boolean;
  /** `blank` for a create, `record` for an existing one. */
  formKind: 'blank' | 'record';
}

const optionsOf = <Value extends string | number | boolean>(
  values: readonly Value[],
  label: (value: Value) => string,
): ChoiceOption[] => values.map((value) => ({ value, label: label(value) }));

/**
 * The leave-request and travel-plan forms: two pages (who and when; details), each field named as the
 * create and update bodies name it (createLeaveRequestBodySchema, createTravelPlanBodySchema), so the
 * answers go to the calls bare. Local constraints are what every save must satisfy (offered values,
 * lengths, the return after the departure: the server judges a save with these same constraints);
 * global ones what a request needs before it is decided on. Files are attached through the asset
 * calls, so they are not a question of the form.
 */
export function leaveTemplate(kind: LeaveKind, sources: LeaveFormSources): FormTemplate {
  const { language, family } = sources;
  const text = (key: FormLabelKey) => formLabel(language, key);
  const travel = kind === 'travel_plan';
  const field = (fieldName: string, fieldType: Question['input']['fieldType'], extra = {}) =>
    question(fieldName, fieldType, { label: text(`leave.fields.${fieldName}` as FormLabelKey), ...extra });
  const travelField = (fieldName: string, fieldType: Question['input']['fieldType'], extra = {}) =>
    question(fieldName, fieldType, { label: text(`travel.fields.${fieldName}` as FormLabelKey), ...extra });
  const note = (max: number = textLimits.note) => local({ type: 'MaxLength', max });
  const people = optionsOf(
    family.map((person) => person.id),
    (id) => family.find((person) => person.id === id)?.name ?? String(id),
  );
  const peopleField = (fieldName: string, label: string, required: boolean) =>
    question(fieldName, 'CheckboxGroup', {
      label,
      hasMultipleAnswers: true,
      options: people,
      constraints: [
        ...(required ? [global({ type: 'Required' })] : []),
        local({ type: 'Multiple' }),
        local({ type: 'In', accepted_values: family.map((person) => person.id) }),
      ],
    });
  const date = (fieldName: string, extra: Partial<Question['input']> = {}, required = false) =>
    field(fieldName, 'Date', {
      ...extra,
      constraints: [
        ...(required ? [global({ type: 'Required' })] : []),
        local({ type: 'Date' }),
        ...(extra.constraints ?? []),
      ],
    });

  const changeReason = sources.asksForChangeReason
    ? [
        section('change', text('leave.sections.change'), [
          field('updatedReason', 'Textarea', {
            helpText: text('leave.help.updatedReason'),
            constraints: [local({ type: 'Required' }), note()],
          }),
        ]),
      ]
    : [];

  const extraordinary: Condition[] = [{ kind: 'hasValue', field: 'types', value: 'EXTRAORDINARY' }];
  const leaveType = [
    section('type', text('leave.sections.type'), [
      field('types', 'CheckboxGroup', {
        hasMultipleAnswers: true,
        options: optionsOf(leaveTypes, (type) => text(`leave.types.${type}`)),
        constraints: [
          global({ type: 'Required' }),
          local({ type: 'Multiple' }),
          local({ type: 'In', accepted_values: [...leaveTypes] }),
        ],
      }),
      field('subType', 'RadioGroup', {
        options: optionsOf(extraordinaryLeaveSubTypes, (subType) => text(`leave.subTypes.${subType}`)),
        conditions: extraordinary,
        constraints: [
          global({ type: 'RequiredIfContains', another_field: 'types', value: 'EXTRAORDINARY' }),
          local({ type: 'In', accepted_values: [...extraordinaryLeaveSubTypes] }),
        ],
      }),
      field('multipleTypeNotes', 'Textarea', {
        helpText: text('leave.help.multipleTypeNotes'),
        constraints: [note()],
      }),
    ]),
  ];

  const toOrganisation: Condition[] = [
    { kind: 'hasValue', field: 'travelType', value: 'TRAVEL_TO_ANOTHER_ORGANISATION' },
  ];
  const travelType = [
    section('travel', text('travel.sections.type'), [
      travelField('purposeOfTravel', 'Textarea', { constraints: [global({ type: 'Required' }), note()] }),
      travelField('travelType', 'RadioGroup', {
        options: optionsOf(travelTypes, (type) => text(`travel.types.${type}`)),
        constraints: [global({ type: 'Required' }), local({ type: 'In', accepted_values: [...travelTypes] })],
      }),
      travelField('destinationCountry', 'Select', {
        options: sources.countries.map((country) => ({ value: country.code, label: country.name })),
        conditions: [
          {
            kind: 'anyOf',
            conditions: travelTypes
              .filter((type) => type !== 'TRAVEL_TO_ANOTHER_ORGANISATION')
              .map((type) => ({ kind: 'hasValue', field: 'travelType', value: type }) as const),
          },
        ],
        constraints: [
          global({ type: 'RequiredWith', other_fields: ['travelType'] }),
          local({ type: 'In', accepted_values: sources.countries.map((country) => country.code) }),
        ],
      }),
      travelField('destinationOrganisationId', 'Select', {
        options: sources.organisations.map((organisation) => ({
          value: organisation.id,
          label: organisation.name,
        })),
        conditions: toOrganisation,
        constraints: [
          global({ type: 'RequiredWith', other_fields: ['travelType'] }),
          local({
            type: 'In',
            accepted_values: sources.organisations.map((organisation) => organisation.id),
          }),
        ],
      }),
    ]),
    section('leadership', text('travel.sections.leadership'), [
      travelField('hasNotifiedOnSiteLeadership', 'RadioGroup', {
        options: [
          { value: true, label: text('travel.answers.yes') },
          { value: false, label: text('travel.answers.no') },
        ],
        constraints: [global({ type: 'Required' })],
      }),
      travelField('hasNotNotifiedOnSiteLeadershipReason', 'Textarea', {
        conditions: [{ kind: 'hasValue', field: 'hasNotifiedOnSiteLeadership', value: false }],
        constraints: [
          global({ type: 'RequiredIf', another_field: 'hasNotifiedOnSiteLeadership', value: false }),
          note(),
        ],
      }),
    ]),
  ];

  const titleKey = sources.formKind === 'blank' ? 'createTitle' : 'title';
  return {
    title: text(travel ? `travel.${titleKey}` : `leave.${titleKey}`),
    pages: [
      {
        id: 'trip',
        title: text('leave.pages.trip'),
        sections: [
          ...changeReason,
          section('people', text('leave.sections.people'), [
            peopleField(
              'subjectIds',
              text(travel ? 'travel.fields.subjectIds' : 'leave.fields.subjectIds'),
              true,
            ),
            peopleField(
              'travellingFamilyMemberPersonProfileIds',
              text('leave.fields.travellingFamilyMemberPersonProfileIds'),
              false,
            ),
          ]),
          section('dates', text('leave.sections.dates'), [
            date('departureDate', {}, true),
            date('arrivalDate'),
            date(
              'returnDate',
              {
                helpText: text('leave.help.returnDate'),
                constraints: [local({ type: 'DateAfter', another_field: 'departureDate' })],
              },
              true,
            ),
          ]),
        ],
      },
      {
        id: 'details',
        title: text('leave.pages.details'),
        sections: [
          ...(travel ? travelType : leaveType),
          section('destination', text('leave.sections.destination'), [
            field('destination', 'Text', {
              constraints: [global({ type: 'Required' }), note(textLimits.line)],
            }),
            field('destinationAddress', 'Address'),
            field('phoneNumbers', 'Phone', {
              hasMultipleAnswers: true,
              constraints: [local({ type: 'Multiple' }), note(textLimits.line)],
            }),
          ]),
          section('notes', text('leave.sections.notes'), [
            field('notes', 'Textarea', { constraints: [note()] }),
          ]),
        ],
      },
    ],
  };
}

/** The leave-request and travel-plan forms as the forms routes serve them. */
export function leaveForms(service: LeaveAndTravelService, kind: LeaveKind): EntityForms {
  return {
    entity: kind === 'leave_request' ? 'leave-requests' : 'travel-plans',
    blankForm: (ctx, query) => service.blankForm(ctx, kind, query.person_profile),
    recordForm: (ctx, id) => service.recordForm(ctx, kind, id),
  };
}
