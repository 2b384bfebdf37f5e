import { en } from './translations/en.ts';
import { es } from './translations/es.ts';
import { fr } from './translations/fr.ts';
import { pt } from './translations/pt.ts';

export type MessageKey = keyof typeof en;
export type Messages = Record<MessageKey, string>;

/** The form engine's texts in the interface languages; en is the fallback. */
export const validationMessages = { en, es, fr, pt } satisfies Record<string, Messages>;
export type Language = keyof typeof validationMessages;

/** A text with its `{{name}}` placeholders filled in; a language without the text falls back to en. */
export function translate(
  language: string,
  message: { key: MessageKey; params?: Record<string, string | number> | undefined },
): string {
  const texts: Messages = validationMessages[language as Language] ?? en;
  return texts[message.key].replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) =>
    String(message.params?.[name] ?? placeholder),
  );
}

/** The alert after a save the server rejected with messages, messages joined with commas. */
export const saveFailedAlert = (language: string, messages: readonly string[]): string =>
  translate(language, { key: 'save.failed', params: { messages: messages.join(', ') } });
