import type { Language } from './languages.ts';
import { en, type MessageKey, type Messages } from './messages/en.ts';
import { es } from './messages/es.ts';
import { fr } from './messages/fr.ts';
import { pt } from './messages/pt.ts';

export type { MessageKey } from './messages/en.ts';

/** The message catalogue of every interface language. */
export const catalogues: Record<Language, Messages> = { en, es, fr, pt };

/** Values for a message's `{{name}}` placeholders. */
export type MessageParams = Record<string, string | number>;

export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(en, key);
}

/** The `{{name}}` placeholders of a message, in order. */
export function placeholdersOf(message: string): string[] {
  return [...message.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1] ?? '');
}

/** A message with its placeholders filled; one without a value stays as written. */
export function interpolate(message: string, params: MessageParams): string {
  return message.replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : placeholder,
  );
}

/** A catalogue message in a language, its placeholders filled. */
export function translate(language: Language, key: MessageKey, params: MessageParams = {}): string {
  return interpolate(catalogues[language][key], params);
}
