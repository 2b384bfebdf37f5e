import { educationSchoolingChoices, type FormTemplate, type Question, textLimits } from '@mobilise/contract';
import { global, local, question, section } from '@mobilise/form-engine/core';
import type { Language } from '../../i18n/languages.ts';
import { type FormLabelKey, formLabel } from '../forms/labels.ts';
import type { EntityForms } from '../forms/registry.ts';
import type { EducationPlanService } from './service.ts';

/**
 * The education-plan form: one page whose fields are named as the create and update bodies name them
 * (createEducationPlanBodySchema), so the answers go to the calls bare. The academic year comes first and
 * is required at once, since the first answer creates the plan and a plan belongs to one year; what a
 * plan needs before it is submitted (the schooling choice, the expiry date) is required globally. Rounds
 * of testing and files are not questions of this form.
 */
export function educationPlanTemplate(language: Language, formKind: 'blank' | 'record'): FormTemplate {
  const text = (key: FormLabelKey) => formLabel(language, key);
  const field = (fieldName: string, fieldType: Question['input']['fieldType'], extra = {}) =>
    question(fieldName, fieldType, {
      label: text(`education.fields.${fieldName}` as FormLabelKey),
      ...extra,
    });
  const date = (fieldName: string, extra: Partial<Question['input']> = {}) =>
    field(fieldName, 'Date', {
      ...extra,
      constraints: [local({ type: 'Date' }), ...(extra.constraints ?? [])],
    });
  const line = local({ type: 'MaxLength', max: textLimits.line });
  return {
    title: text(formKind === 'blank' ? 'education.createTitle' : 'education.title'),
    pages: [
      {
        id: 'plan',
        title: text('education.pages.plan'),
        sections: [
          section('school', text('education.sections.school'), [
            field('academicYear', 'Text', {
              helpText: text('education.help.academicYear'),
              constraints: [local({ type: 'Required' }), local({ type: 'MaxLength', max: 9 })],
            }),
            field('schoolingChoice', 'Select', {
              options: educationSchoolingChoices.map((choice) => ({
                value: choice,
                label: text(`education.schoolingChoices.${choice}`),
              })),
              constraints: [global({ type: 'Required' }), line],
            }),
            field('schoolName', 'Text', { constraints: [line] }),
          ]),
          section('testing', text('education.sections.testing'), [
            field('requiresAnnualTestingInformation', 'RadioGroup', {
              options: [
                { value: true, label: text('travel.answers.yes') },
                { value: false, label: text('travel.answers.no') },
              ],
            }),
            date('annualTestingInformationRequiredFrom', {
              conditions: [{ kind: 'hasValue', field: 'requiresAnnualTestingInformation', value: true }],
            }),
          ]),
          section('review', text('education.sections.review'), [
            date('lastReviewedOn'),
            date('expiresOn', { constraints: [global({ type: 'Required' })] }),
          ]),
        ],
      },
    ],
  };
}

/** The education-plan forms as the forms routes serve them. */
export function educationPlanForms(service: EducationPlanService): EntityForms {
  return {
    entity: 'education-plans',
    blankForm: (ctx, query) => service.blankForm(ctx, query.person_profile),
    recordForm: (ctx, id) => service.recordForm(ctx, id),
  };
}
