import { z } from 'zod';
import type { Language } from './languages.ts';
import { isMessageKey, type MessageKey, type MessageParams, translate } from './messages.ts';

/** zod's own wording of its issues, per language; each error map is a pure function of one issue. */
const localeErrorMaps: Record<Exclude<Language, 'en'>, z.core.$ZodErrorMap> = {
  es: z.locales.es().localeError,
  fr: z.locales.fr().localeError,
  pt: z.locales.pt().localeError,
};

/**
 * The message of a failed check in a language. zod words its issues in English when it parses (the
 * language of a request is not known to Fastify's validator), so the issue is worded again here with
 * the language's zod locale. A message the schema wrote itself is English only: English readers get
 * it as written, the others zod's wording of the same issue in their language. A check of our own
 * (customIssue) is worded from the catalogue in every language.
 */
export function translateIssue(language: Language, issue: z.core.$ZodIssue): string {
  const params = (issue as z.core.$ZodIssueCustom).params;
  if (issue.code === 'custom' && typeof params?.messageKey === 'string' && isMessageKey(params.messageKey)) {
    return translate(language, params.messageKey, params.messageParams);
  }
  if (language === 'en') {
    return issue.message;
  }
  return localeMessage(language, issue) ?? issue.message;
}

function localeMessage(language: Exclude<Language, 'en'>, issue: z.core.$ZodIssue): string | undefined {
  // The issue is finished but keeps what its wording needs (the input too, parsed with reportInput).
  const message = localeErrorMaps[language](issue as unknown as z.core.$ZodRawIssue);
  return typeof message === 'string' ? message : (message?.message ?? undefined);
}

/**
 * A failed check of our own (not a schema's) on a field, as a zod issue: its message is the catalogue's
 * `messageKey`, worded in the reader's language when the error is answered.
 */
export function customIssue(
  path: (string | number)[],
  messageKey: MessageKey,
  messageParams: MessageParams = {},
): z.core.$ZodIssue {
  return {
    code: 'custom',
    path,
    message: translate('en', messageKey, messageParams),
    params: { messageKey, messageParams },
    input: undefined,
  };
}
