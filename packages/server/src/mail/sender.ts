import type { FastifyBaseLogger } from 'fastify';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Clock } from '../ports.ts';
import type { MailTransport } from './transport.ts';

const batchSize = 20;
/** How long a sender owns the rows it claimed; after that another sender may retry them. */
const claimMs = 2 * 60_000;
const maxAttempts = 10;

export interface OutboxSenderOptions {
  db: Kysely<Database>;
  transport: MailTransport;
  clock: Clock;
  logger: FastifyBaseLogger;
  /** Also look for unsent mail this often (retries, other processes' mail); 0 only sends when kicked. */
  pollIntervalMs: number;
}

/**
 * Drains `mail_outbox` through the mail transport. Rows are claimed in one statement (skip locked), sent
 * outside any transaction, then marked sent, so servers side by side never send a mail twice and a
 * slow SMTP server never holds a database connection.
 */
export class OutboxSender {
  #running: Promise<number> | undefined;
  #again = false;
  #timer: NodeJS.Timeout | undefined;

  constructor(private readonly options: OutboxSenderOptions) {}

  start() {
    if (this.options.pollIntervalMs > 0 && !this.#timer) {
      this.#timer = setInterval(() => this.kick(), this.options.pollIntervalMs);
      this.#timer.unref();
    }
  }

  async stop() {
    clearInterval(this.#timer);
    this.#timer = undefined;
    await this.#running;
  }

  /** Starts a drain in the background (after a commit that queued mail); failures are logged. */
  kick() {
    void this.drain().catch((error: unknown) => {
      this.options.logger.error({ err: error }, 'the mail outbox could not be drained');
    });
  }

  /** Sends everything unsent; resolves with how many were sent. A drain already running is joined. */
  async drain(): Promise<number> {
    if (this.#running) {
      this.#again = true;
      return this.#running;
    }
    this.#running = (async () => {
      let sent = 0;
      try {
        do {
          this.#again = false;
          sent += await this.#drainAll();
        } while (this.#again);
      } finally {
        this.#running = undefined;
      }
      return sent;
    })();
    return this.#running;
  }

  async #drainAll(): Promise<number> {
    let sent = 0;
    for (;;) {
      const batch = await this.#claim();
      for (const row of batch) {
        sent += (await this.#send(row)) ? 1 : 0;
      }
      if (batch.length < batchSize) {
        return sent;
      }
    }
  }

  async #claim() {
    const { db, clock } = this.options;
    const now = clock.now();
    const claimable = db
      .selectFrom('mail_outbox')
      .select('id')
      .where('sent_at', 'is', null)
      .where('attempts', '<', maxAttempts)
      .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', now)]))
      .orderBy('id')
      .limit(batchSize)
      .modifyEnd(sql`for update skip locked`);
    return db
      .updateTable('mail_outbox')
      .set((eb) => ({
        claimed_until: new Date(now.getTime() + claimMs),
        attempts: eb('attempts', '+', 1),
      }))
      .where('id', 'in', claimable)
      .returning(['id', 'to_address', 'subject', 'body_text'])
      .execute();
  }

  async #send(row: { id: number; to_address: string; subject: string; body_text: string }) {
    const { db, transport, clock, logger } = this.options;
    try {
      await transport.send({ to: row.to_address, subject: row.subject, text: row.body_text });
    } catch (error) {
      logger.error({ err: error, mailId: row.id }, 'a mail could not be sent; it will be retried');
      await db
        .updateTable('mail_outbox')
        .set({ last_error: error instanceof Error ? error.message : String(error), claimed_until: null })
        .where('id', '=', row.id)
        .execute();
      return false;
    }
    await db
      .updateTable('mail_outbox')
      .set({ sent_at: clock.now(), claimed_until: null, last_error: null })
      .where('id', '=', row.id)
      .execute();
    return true;
  }
}
