import { readFileSync } from 'node:fs';
import { inject } from 'vitest';

/** A mail as the server prints it to its log when SMTP_URL is unset (mail/transport.ts logTransport). */
export interface PrintedMail {
  to: string;
  subject: string;
  text: string;
}

/** Every mail the server under test has printed so far, oldest first. */
export const printedMails = (): PrintedMail[] =>
  readFileSync(inject('serverLogFile'), 'utf8')
    .split('\n')
    .flatMap((line) => {
      try {
        const entry = JSON.parse(line) as { mail?: PrintedMail };
        return entry.mail ? [entry.mail] : [];
      } catch {
        return []; // not a JSON log line (the start-up messages)
      }
    });

/**
 * Waits until the server has printed one more mail to `address` than `alreadySent` (the outbox sends
 * after the request has been answered), and answers it. A plain loop, so hooks may use it too.
 */
export async function nextMailTo(address: string, alreadySent: number): Promise<PrintedMail> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const mail = printedMails().filter((printed) => printed.to === address)[alreadySent];
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The server printed no new mail to ${address} within 15 s`);
}

/** The path and query of the link in a mail that leads to `path` (the server writes its PUBLIC_URL before it). */
export function linkIn(mail: PrintedMail, path: '/reset-password' | '/register'): string {
  const link = mail.text.match(/https?:\/\/\S+/g)?.find((url) => new URL(url).pathname === path);
  if (!link) throw new Error(`No ${path} link in the mail "${mail.subject}":\n${mail.text}`);
  const { pathname, search } = new URL(link);
  return `${pathname}${search}`;
}
