import type { EndpointName } from './endpoint-routes.ts';

/**
 * The calls behind each entity's server-supplied forms: its blank template, a record's template with its
 * answers, the create that the first save makes, and the saves after it.
 */
export const entityFormEndpoints = {
  'person-profiles': {
    blank: 'getPersonProfileBlankForm',
    record: 'getPersonProfileForm',
    create: 'createPersonProfile',
    update: 'updatePersonProfile',
  },
  families: {
    blank: 'getFamilyBlankForm',
    record: 'getFamilyForm',
    create: 'createFamily',
    update: 'updateFamily',
  },
  addresses: {
    blank: 'getAddressBlankForm',
    record: 'getAddressForm',
    create: 'createAddress',
    update: 'updateAddress',
  },
} as const satisfies Record<string, Record<'blank' | 'record' | 'create' | 'update', EndpointName>>;
export type FormEntity = keyof typeof entityFormEndpoints;
