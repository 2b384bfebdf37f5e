import { useTranslation } from 'react-i18next';

/** The namespace of the education plan pages. */
export const educationPlansNamespace = 'educationPlans';

/** `t` bound to the education plan texts (under the namespace file's one top-level key). */
export const useEducationPlansTranslation = () =>
  useTranslation(educationPlansNamespace, { keyPrefix: 'educationPlans' });
