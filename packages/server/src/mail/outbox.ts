import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import { fallbackLanguage, isLanguage, type Language } from '../i18n/languages.ts';
import { type MessageKey, type MessageParams, translate } from '../i18n/messages.ts';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
}

/**
 * Queues a mail. Call it with the transaction of the change that causes the mail, so that the mail
 * goes out exactly when the change commits; the outbox sender delivers it afterwards.
 */
export async function enqueueMail(db: Kysely<Database>, mail: OutgoingMail, at: Date): Promise<void> {
  await db
    .insertInto('mail_outbox')
    .values({ to_address: mail.to, subject: mail.subject, body_text: mail.text, created_at: at })
    .execute();
}

/** A catalogue message in the language of the mail being written. */
export type MailTranslator = (key: MessageKey, params?: MessageParams) => string;

/**
 * Queues a mail written in its recipient's language: the language of the user with that address (read
 * in `db`, the transaction of the change), else `otherwise` (for an address with no account yet, the
 * language of the request that causes the mail), else English.
 */
export async function enqueueTranslatedMail(
  db: Kysely<Database>,
  to: string,
  write: (t: MailTranslator) => { subject: string; text: string },
  at: Date,
  otherwise: Language = fallbackLanguage,
): Promise<void> {
  const user = await db
    .selectFrom('users')
    .select('language')
    .where(sql<string>`lower(email)`, '=', to.trim().toLowerCase())
    .executeTakeFirst();
  const language = isLanguage(user?.language) ? user.language : otherwise;
  await enqueueMail(db, { to, ...write((key, params) => translate(language, key, params)) }, at);
}
