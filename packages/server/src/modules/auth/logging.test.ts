import { Writable } from 'node:stream';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { TestClient } from '../../test/client.ts';
import { TestClock } from '../../test/clock.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { createUser, mailTo, tokenInMail } from '../../test/factories.ts';
import { hashToken } from './tokens.ts';

describeEachDatabase('what the server logs', (database) => {
  let app: App;
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });

  beforeAll(async () => {
    // Without SMTP_URL and without a mail port: mail goes to the log, as on a local machine.
    app = await buildApp({
      config: loadConfig({ NODE_ENV: 'test' }),
      database: database(),
      logger: { level: 'trace', stream },
      clock: new TestClock(),
      mailPollIntervalMs: 0,
    });
  });
  afterAll(() => app.close());

  it('C5 no password, token or session id appears in logs or audit rows', async () => {
    const db = database().db;
    const user = await createUser(db);
    const newPassword = 'the new secret passphrase';
    const browser = await new TestClient(app).start();
    const xsrfToken = browser.cookies.get('XSRF-TOKEN') ?? '';

    await browser.login(user.email, 'a wrong password guess');
    await browser.login(user.email, user.password);
    const firstSession = browser.cookies.get('mobilise_session') ?? '';
    await browser.get('/api/users/me');
    await browser.put('/api/person-profiles/me/enable-creative-access');

    await browser.post('/api/auth/forgot-password', { email: user.email });
    const [mail] = await mailTo(db, user.email);
    const resetToken = tokenInMail(mail?.body_text ?? '');
    // The page of the link: its address carries the token.
    await browser.get(`/reset-password?token=${resetToken}`);
    await browser.post('/api/auth/reset-password', { token: resetToken, password: newPassword });
    await browser.login(user.email, newPassword);
    const secondSession = browser.cookies.get('mobilise_session') ?? '';
    await browser.get('/logout');
    await app.services.outbox.drain();

    const log = lines.join('');
    expect(log).toContain('"url":"/reset-password?token=[redacted]"');
    expect(log).toContain('/api/auth/login');
    // The one exception: without SMTP the mail itself, reset link included, is printed for the local user.
    const printedMail = lines.filter((line) => line.includes('SMTP_URL is not set'));
    expect(printedMail.length).toBeGreaterThanOrEqual(2);
    const logWithoutMail = lines.filter((line) => !printedMail.includes(line)).join('');
    expect(logWithoutMail).not.toContain(resetToken);

    const audit = JSON.stringify(await db.selectFrom('audit_log').selectAll().execute());
    expect(audit).toContain('password_reset');
    for (const secret of [
      user.password,
      newPassword,
      'a wrong password guess',
      firstSession,
      secondSession,
      hashToken(firstSession),
      hashToken(secondSession),
      xsrfToken,
      hashToken(resetToken),
    ]) {
      expect(secret.length).toBeGreaterThan(8);
      expect(log).not.toContain(secret);
      expect(audit).not.toContain(secret);
    }
    expect(audit).not.toContain(resetToken);
    expect(audit).not.toContain('$argon2');
  });
});
