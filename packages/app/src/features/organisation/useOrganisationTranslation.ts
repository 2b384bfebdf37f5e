import { useTranslation } from 'react-i18next';

/** The namespace of the organisation area's screens. */
export const organisationNamespace = 'organisation';

/** `t` bound to the organisation namespace. */
export const useOrganisationTranslation = () => useTranslation(organisationNamespace);
