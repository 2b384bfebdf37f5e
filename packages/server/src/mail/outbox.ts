import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

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
