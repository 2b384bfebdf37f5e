import { type FormTemplate, familiesPath, textLimits } from '@mobilise/contract';
import type { Language } from '../../i18n/languages.ts';
import { type FormLabelKey, formLabel } from '../forms/labels.ts';
import type { EntityForms } from '../forms/registry.ts';
import { global, local, question, section } from '../forms/template.ts';
import type { FamiliesService } from './service.ts';

/** `record`: the form of an existing family; `blank`: the form a create starts from. */
export type FamilyFormKind = 'record' | 'blank';

/** A person the members field offers. */
export interface MemberChoice {
  id: number;
  name: string;
}

/**
 * The family form: its name and its members, named as the create and update bodies name them
 * (createFamilyBodySchema), so the answers go to `POST api/families` and `PUT api/families/{id}` bare
 * (spec 02 §7). The members offered are the people the caller may put in the family.
 */
export function familyTemplate(
  kind: FamilyFormKind,
  { language, people }: { language: Language; people: readonly MemberChoice[] },
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
            question({
              fieldName: 'name',
              fieldType: 'Text',
              label: text('family.fields.name'),
              constraints: [nameRequired, local({ type: 'MaxLength', max: textLimits.name })],
            }),
            question({
              fieldName: 'members',
              fieldType: 'CheckboxGroup',
              label: text('family.fields.members'),
              helpText: text('family.help.members'),
              hasMultipleAnswers: true,
              options: people.map((person) => ({ value: person.id, label: person.name })),
              constraints: [
                local({ type: 'Multiple' }),
                local({ type: 'In', accepted_values: people.map((person) => person.id) }),
              ],
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
    entity: familiesPath.replace(/^\/api\//, ''),
    createCapability: 'create_person_profiles',
    blankForm: ({ actor, language, log }, query) =>
      families.blankForm(actor, query.organisation, language, log),
    recordForm: ({ actor, language, log }, id) => families.recordForm(actor, id, language, log),
  };
}
