import Fastify from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { TestClock } from '../test/clock.ts';
import { describeEachDatabase } from '../test/databases.ts';
import { uniqueEmail } from '../test/factories.ts';
import { enqueueMail } from './outbox.ts';
import { OutboxSender } from './sender.ts';
import { memoryTransport } from './transport.ts';

describeEachDatabase('the mail outbox', (database) => {
  const logger = Fastify({ logger: false }).log;
  const clock = new TestClock();
  let to: string;
  beforeAll(() => {
    to = uniqueEmail('mail');
  });
  afterAll(() => {});

  const rowsTo = (address: string) =>
    database()
      .db.selectFrom('mail_outbox')
      .select(['sent_at', 'attempts', 'last_error'])
      .where('to_address', '=', address)
      .execute();

  it('sends each queued mail once through the mail port, and marks it sent', async () => {
    const { db } = database();
    await enqueueMail(db, { to, subject: 'One', text: 'first' }, clock.now());
    await enqueueMail(db, { to, subject: 'Two', text: 'second' }, clock.now());
    const transport = memoryTransport();
    const sender = new OutboxSender({ db, transport, clock, logger, pollIntervalMs: 0 });
    const [first, second] = await Promise.all([sender.drain(), sender.drain()]);
    expect(first).toBe(2);
    expect(second).toBe(2);
    expect(transport.sent.filter((mail) => mail.to === to).map((mail) => mail.subject)).toEqual([
      'One',
      'Two',
    ]);
    expect(await sender.drain()).toBe(0);
    expect((await rowsTo(to)).every((row) => row.sent_at !== null)).toBe(true);
  });

  it('keeps a mail the transport failed to send, and sends it on a later drain', async () => {
    const { db } = database();
    const address = uniqueEmail('retry');
    await enqueueMail(db, { to: address, subject: 'Retry', text: 'later' }, clock.now());
    let fail = true;
    const sent: string[] = [];
    const sender = new OutboxSender({
      db,
      clock,
      logger,
      pollIntervalMs: 0,
      transport: {
        async send(mail) {
          if (fail) {
            throw new Error('SMTP is down');
          }
          sent.push(mail.to);
        },
      },
    });
    await sender.drain();
    expect(await rowsTo(address)).toEqual([{ sent_at: null, attempts: 1, last_error: 'SMTP is down' }]);
    fail = false;
    await sender.drain();
    expect(sent).toContain(address);
    expect(await rowsTo(address)).toMatchObject([{ attempts: 2, last_error: null }]);
  });
});
