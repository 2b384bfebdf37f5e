import type { Language } from '../../../i18n/languages.ts';

/** A name in every interface language. */
export type TranslatedName = Record<Language, string>;

/** An item of an id-and-name reference list; the id is stable, since people's records store it. */
export interface NamedReferenceItem {
  id: number;
  name: TranslatedName;
}

/** An item of a reference list stored by code (a language proficiency). */
export interface CodedReferenceItem {
  code: string;
  name: TranslatedName;
}

/** Compares names as a reader of the language sorts them (accents, case). */
export function byName(language: Language) {
  const collator = new Intl.Collator(language, { sensitivity: 'base' });
  return (a: { name: string }, b: { name: string }) => collator.compare(a.name, b.name);
}
