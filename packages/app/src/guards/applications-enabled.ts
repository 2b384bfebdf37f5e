import type { PageMetadata } from '@mobilise/contract';

/** Applications are enabled for an organisation with no restriction list, or when it is on the list. */
export const applicationsEnabledFor = (metadata: PageMetadata, organisationId: number | null): boolean =>
  organisationId !== null &&
  (metadata.application_restriction_list === null ||
    metadata.application_restriction_list.includes(organisationId));
