import type { CodedReferenceItem } from './translated-name.ts';

/**
 * How well a person speaks a language: the five levels of the ILR scale, lowest first (the order the
 * list keeps). Codes are stored on records: never change one.
 */
export const languageProficiencies = [
  { code: 'ELEMENTARY', name: { en: 'Elementary', es: 'Elemental', fr: 'Élémentaire', pt: 'Elementar' } },
  {
    code: 'LIMITED_WORKING',
    name: {
      en: 'Limited working',
      es: 'Profesional limitado',
      fr: 'Professionnel limité',
      pt: 'Profissional limitado',
    },
  },
  {
    code: 'PROFESSIONAL_WORKING',
    name: { en: 'Professional working', es: 'Profesional', fr: 'Professionnel', pt: 'Profissional' },
  },
  {
    code: 'FULL_PROFESSIONAL',
    name: {
      en: 'Full professional',
      es: 'Profesional completo',
      fr: 'Professionnel complet',
      pt: 'Profissional completo',
    },
  },
  {
    code: 'NATIVE_OR_BILINGUAL',
    name: {
      en: 'Native or bilingual',
      es: 'Nativo o bilingüe',
      fr: 'Langue maternelle ou bilingue',
      pt: 'Nativo ou bilingue',
    },
  },
] as const satisfies readonly CodedReferenceItem[];
