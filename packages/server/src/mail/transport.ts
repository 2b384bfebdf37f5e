import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { OutgoingMail } from './outbox.ts';

/** The mail port: delivers one message or throws. */
export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
}

/** SMTP through nodemailer, for `SMTP_URL` (smtp:// or smtps://, credentials in the URL). */
export function smtpTransport(smtpUrl: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    async send(mail) {
      await transporter.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
    },
  };
}

/**
 * Without `SMTP_URL` the server prints each mail to its log (at warn, which the default level shows),
 * so that someone running Mobilise locally can follow a register or reset link. This is the one place
 * a link token may appear in the log: it is the local user's own delivery channel (C5's exception).
 */
export function logTransport(logger: FastifyBaseLogger): MailTransport {
  return {
    async send(mail) {
      logger.warn(
        { mail: { to: mail.to, subject: mail.subject, text: mail.text } },
        'SMTP_URL is not set, so this mail is printed here instead of being sent',
      );
    },
  };
}

/** Keeps what it is given: for tests, and for checking what would have been sent. */
export function memoryTransport(): MailTransport & { sent: OutgoingMail[] } {
  const sent: OutgoingMail[] = [];
  return {
    sent,
    async send(mail) {
      sent.push(mail);
    },
  };
}
