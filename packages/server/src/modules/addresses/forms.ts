import type { FormTemplate } from '@mobilise/contract';
import { local, question, section } from '@mobilise/form-engine/core';
import type { Language } from '../../i18n/languages.ts';
import { type FormLabelKey, formLabel } from '../forms/labels.ts';
import type { EntityForms } from '../forms/registry.ts';
import type { AddressesService } from './service.ts';

/** `record`: the form of an existing address; `blank`: the form a create starts from. */
export type AddressFormKind = 'record' | 'blank';

/**
 * The address form: the address itself (one Address field, so each save carries the whole address the
 * rules judge) and whether it is the person's current one, named as the create and update
 * bodies name them (createAddressBodySchema), so the answers go to `POST api/addresses` and
 * `PATCH api/addresses/{id}` bare.
 */
export function addressTemplate(kind: AddressFormKind, language: Language): FormTemplate {
  const text = (key: FormLabelKey) => formLabel(language, key);
  return {
    title: text(kind === 'blank' ? 'address.createTitle' : 'address.title'),
    pages: [
      {
        id: 'address',
        sections: [
          section('address', text('address.sections.address'), [
            question('address', 'Address', {
              label: text('address.fields.address'),
              constraints: [local({ type: 'Required' })],
            }),
            question('isCurrent', 'Checkbox', {
              label: text('address.fields.isCurrent'),
              helpText: text('address.help.isCurrent'),
            }),
          ]),
        ],
      },
    ],
  };
}

/**
 * The address forms as the forms routes serve them. The blank form is the same for every person: the
 * create URL (`api/addresses?person_profile={id}`) names whose the address is, and any user may add one
 * to a person they may edit, so it needs no capability.
 */
export function addressForms(addresses: AddressesService): EntityForms {
  return {
    entity: 'addresses',
    blankForm: async ({ language }) => addressTemplate('blank', language),
    recordForm: (ctx, id) => addresses.recordForm(ctx, id),
  };
}
