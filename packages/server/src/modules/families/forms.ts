import { type FormTemplate, textLimits } from '@mobilise/contract';
import { global, local, question, section } from '@mobilise/form-engine/core';
import type { Language } from '../../i18n/languages.ts';
import { type FormLabelKey, formLabel } from '../forms/labels.ts';
import type { EntityForms } from '../forms/registry.ts';
import type { FamiliesService } from './service.ts';

/** `record`: the form of an existing family; `blank`: the form a create starts from. */
export type FamilyFormKind = 'record' | 'blank';

/** A member already chosen, named so the members field can show them. */
export interface ChosenMember {
  id: number;
  name: string;
}

/**
 * The family form: its name and its members, named as the create and update bodies name them
 * (createFamilyBodySchema), so the answers go to `POST api/families` and `PUT api/families/{id}` bare
 * Members are found by name through the People lookup (an organisation may have tens of
 * thousands of people); the options name only the members already chosen. Whom the caller may add is
 * the create and update's check.
 */
export function familyTemplate(
  kind: FamilyFormKind,
  { language, members }: { language: Language; members: readonly ChosenMember[] },
): FormTemplate {
  const text = (key: FormLabelKey) => formLabel(language, key);
  // As for a person: the form engine creates the family with whichever answer comes first.
  const nameRequired = kind === 'record' ? local({ type: 'Required' }) : global({ type: 'Required' });
  return {
    title: text(kind === 'blank' ? 'family.createTitle' : 'family.title'),
    pages: [
      {
        id: 'family',
        sections: [
          section('family', text('family.sections.family'), [
            question('name', 'Text', {
              label: text('family.fields.name'),
              constraints: [nameRequired, local({ type: 'MaxLength', max: textLimits.name })],
            }),
            question('members', 'CustomLookup', {
              lookup: 'People',
              label: text('family.fields.members'),
              helpText: text('family.help.members'),
              hasMultipleAnswers: true,
              options: members.map((member) => ({ value: member.id, label: member.name })),
              constraints: [local({ type: 'Multiple' })],
            }),
          ]),
        ],
      },
    ],
  };
}

/** The family forms as the forms routes serve them. */
export function familyForms(families: FamiliesService): EntityForms {
  return {
    entity: 'families',
    blankForm: (ctx, query) => families.blankForm(ctx, query.organisation),
    recordForm: (ctx, id) => families.recordForm(ctx, id),
  };
}
