import type { Language } from '../../i18n/languages.ts';
import { interpolate, type MessageParams } from '../../i18n/messages.ts';
import { en, type FormLabelKey, type FormLabels } from './labels/en.ts';
import { es } from './labels/es.ts';
import { fr } from './labels/fr.ts';
import { pt } from './labels/pt.ts';

export type { FormLabelKey } from './labels/en.ts';

/** The form-template texts of every interface language. */
export const formLabelCatalogues: Record<Language, FormLabels> = { en, es, fr, pt };

/** A form-template text in the reader's language (from Accept-Language), its placeholders filled. */
export function formLabel(language: Language, key: FormLabelKey, params: MessageParams = {}): string {
  return interpolate(formLabelCatalogues[language][key], params);
}
