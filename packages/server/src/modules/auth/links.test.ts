import { currentUserResponseSchema } from '@mobilise/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { buildTestApp } from '../../test/app.ts';
import { TestClient } from '../../test/client.ts';
import type { TestClock } from '../../test/clock.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import {
  countRows,
  createPersonProfile,
  createUser,
  mailTo,
  tokenInMail,
  uniqueEmail,
  userRow,
} from '../../test/factories.ts';
import { hashToken } from './tokens.ts';

const minute = 60_000;
const newPassword = 'a brand new passphrase';

describeEachDatabase('register, forgot and reset password', (database) => {
  let app: App;
  let clock: TestClock;
  beforeAll(async () => {
    ({ app, clock } = await buildTestApp(database()));
  });
  afterAll(() => app.close());

  const client = () => new TestClient(app).start();
  const db = () => database().db;

  async function requestReset(email: string, browser?: TestClient) {
    const response = await (browser ?? (await client())).post('/api/auth/forgot-password', { email });
    expect(response.statusCode).toBe(202);
    const mails = await mailTo(db(), email);
    const last = mails.at(-1);
    return last ? tokenInMail(last.body_text) : undefined;
  }

  it('A5 forgot-password answers the same for known and unknown e-mails, sends exactly one mail per allowed request, and is rate-limited', async () => {
    const user = await createUser(db());
    const unknown = uniqueEmail('nobody');
    const browser = await client();

    const known = await browser.post('/api/auth/forgot-password', { email: user.email });
    const stranger = await browser.post('/api/auth/forgot-password', { email: unknown });
    expect(known.statusCode).toBe(202);
    expect(stranger.statusCode).toBe(202);
    expect(known.body).toBe(stranger.body);
    expect(await mailTo(db(), user.email)).toHaveLength(1);
    expect(await mailTo(db(), unknown)).toHaveLength(0);
    const [mail] = await mailTo(db(), user.email);
    expect(mail?.body_text).toContain('/reset-password?token=');

    // Per account: 3 an hour, known or not alike.
    expect((await browser.post('/api/auth/forgot-password', { email: user.email })).statusCode).toBe(202);
    expect((await browser.post('/api/auth/forgot-password', { email: user.email })).statusCode).toBe(202);
    expect(await mailTo(db(), user.email)).toHaveLength(3);
    const limited = await (await client()).post('/api/auth/forgot-password', { email: user.email });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(await mailTo(db(), user.email)).toHaveLength(3);
    for (let attempt = 0; attempt < 2; attempt += 1) {
      await browser.post('/api/auth/forgot-password', { email: unknown });
    }
    expect((await (await client()).post('/api/auth/forgot-password', { email: unknown })).statusCode).toBe(
      429,
    );

    // Per address: 10 in 15 minutes, whatever the addresses asked for.
    const spray = await client();
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect(
        (await spray.post('/api/auth/forgot-password', { email: uniqueEmail('spray') })).statusCode,
      ).toBe(202);
    }
    expect((await spray.post('/api/auth/forgot-password', { email: uniqueEmail('spray') })).statusCode).toBe(
      429,
    );

    clock.advance(61 * minute);
    expect((await (await client()).post('/api/auth/forgot-password', { email: user.email })).statusCode).toBe(
      202,
    );
    expect(await mailTo(db(), user.email)).toHaveLength(4);
  });

  it('resets the password with the link of the mail, and refuses a password under 12 characters with a field error', async () => {
    const user = await createUser(db());
    const token = (await requestReset(user.email)) ?? '';
    const browser = await client();

    const short = await browser.post('/api/auth/reset-password', { token, password: 'too short' });
    expect(short.statusCode).toBe(422);
    expect(short.json().errors.password).toEqual(['must be at least 12 characters long']);

    const response = await browser.post('/api/auth/reset-password', { token, password: newPassword });
    expect(response.statusCode).toBe(204);
    expect((await browser.login(user.email, user.password)).statusCode).toBe(401);
    expect((await browser.login(user.email, newPassword)).statusCode).toBe(200);
  });

  it('R-SHELL-018 R-SHELL-019 writes the reset and password-changed mails in the language of the user, English for an English one', async () => {
    const userIn = async (language: string) => {
      const user = await createUser(db());
      await db().updateTable('users').set({ language }).where('id', '=', user.id).execute();
      return user;
    };
    const spanish = await userIn('es');
    const portuguese = await userIn('pt');
    const english = await userIn('en');
    const token = (await requestReset(spanish.email)) ?? '';
    await requestReset(portuguese.email);
    await requestReset(english.email);

    const [toSpanish] = await mailTo(db(), spanish.email);
    expect(toSpanish?.subject).toBe('Elija una nueva contraseña de Mobilise');
    expect(toSpanish?.body_text).toMatch(
      /^Alguien ha pedido restablecer la contraseña de su cuenta de Mobilise\.\n\nElija una nueva contraseña aquí \(el enlace sirve una vez, durante una hora\): \S+\/reset-password\?token=\S+\n\nSi no ha sido usted, ignore este mensaje: su contraseña sigue siendo la misma\.$/,
    );
    const [toPortuguese] = await mailTo(db(), portuguese.email);
    expect(toPortuguese?.subject).toBe('Escolha uma nova palavra-passe do Mobilise');
    expect(toPortuguese?.body_text).toContain(
      'Alguém pediu para redefinir a palavra-passe da sua conta Mobilise.',
    );
    const [toEnglish] = await mailTo(db(), english.email);
    expect(toEnglish?.subject).toBe('Choose a new Mobilise password');
    expect(toEnglish?.body_text).toMatch(
      /^Someone asked to reset the password of your Mobilise account\.\n\nChoose a new password here \(the link works once, for one hour\): \S+\/reset-password\?token=\S+\n\nIf it was not you, ignore this message: your password stays as it is\.$/,
    );

    const reset = await (await client()).post('/api/auth/reset-password', { token, password: newPassword });
    expect(reset.statusCode).toBe(204);
    const changed = (await mailTo(db(), spanish.email)).at(-1);
    expect(changed?.subject).toBe('Se ha cambiado su contraseña de Mobilise');
    expect(changed?.body_text).toContain('avise a su organización.');
  });

  it('A6 a reset or register link past its expiry lands on the expired page; nothing changes', async () => {
    const user = await createUser(db());
    const resetToken = (await requestReset(user.email)) ?? '';
    const invitee = uniqueEmail('invitee');
    const registerToken = await app.services.auth.invite({
      email: invitee,
      organisationId: null,
      personProfileId: null,
      invitedBy: null,
    });
    const userBefore = await userRow(db(), user.id);

    clock.advance(61 * minute);
    const browser = await client();
    const before = await countRows(db(), [
      'users',
      'sessions',
      'person_profiles',
      'audit_log',
      'mail_outbox',
    ]);
    const reset = await browser.post('/api/auth/reset-password', {
      token: resetToken,
      password: newPassword,
    });
    expect(reset.statusCode).toBe(410);
    expect(reset.json().code).toBe('link_expired');
    expect(await userRow(db(), user.id)).toEqual(userBefore);

    clock.advance(7 * 24 * 60 * minute);
    const register = await browser.post('/api/auth/register', {
      token: registerToken,
      password: newPassword,
    });
    expect(register.statusCode).toBe(410);
    expect(register.json().code).toBe('link_expired');
    expect(register.cookies).not.toContainEqual(expect.objectContaining({ name: 'mobilise_session' }));
    expect(
      await countRows(db(), ['users', 'sessions', 'person_profiles', 'audit_log', 'mail_outbox']),
    ).toEqual(before);
    const invitation = await db()
      .selectFrom('invitations')
      .select('used_at')
      .where('token_hash', '=', hashToken(registerToken))
      .executeTakeFirstOrThrow();
    expect(invitation.used_at).toBeNull();
  });

  it('registers from an invitation: sets the password, links the person profile, signs in; the link works once', async () => {
    const profile = await createPersonProfile(db(), 'Katherine', 'Johnson');
    const email = uniqueEmail('katherine');
    const token = await app.services.auth.invite({
      email,
      organisationId: null,
      personProfileId: profile.id,
      invitedBy: null,
    });
    const [mail] = await mailTo(db(), email);
    expect(tokenInMail(mail?.body_text ?? '')).toBe(token);
    expect(mail?.body_text).toContain('/register?token=');

    const browser = await client();
    const short = await browser.post('/api/auth/register', { token, password: 'short' });
    expect(short.statusCode).toBe(422);
    const response = await browser.post('/api/auth/register', { token, password: newPassword });
    expect(response.statusCode).toBe(200);
    const me = currentUserResponseSchema.parse(response.json());
    expect(me).toMatchObject({
      first_name: 'Katherine',
      last_name: 'Johnson',
      person_profile_id: profile.id,
    });
    expect((await browser.get('/api/users/me')).json().id).toBe(me.id);

    const again = await (await client()).post('/api/auth/register', {
      token,
      password: 'another passphrase',
    });
    expect(again.statusCode).toBe(410);
    expect((await (await client()).login(email, newPassword)).statusCode).toBe(200);
  });

  it('A7 a reset token works once, only the newest works, and the database holds only its hash', async () => {
    const user = await createUser(db());
    const older = (await requestReset(user.email)) ?? '';
    const newest = (await requestReset(user.email)) ?? '';
    expect(newest).not.toBe(older);

    const stored = await db()
      .selectFrom('password_reset_tokens')
      .selectAll()
      .where('user_id', '=', user.id)
      .execute();
    expect(stored.map((row) => row.token_hash)).toEqual([hashToken(newest)]);
    expect(JSON.stringify(stored)).not.toContain(newest);
    expect(JSON.stringify(stored)).not.toContain(older);

    const browser = await client();
    expect(
      (await browser.post('/api/auth/reset-password', { token: older, password: newPassword })).statusCode,
    ).toBe(410);
    expect(
      (await browser.post('/api/auth/reset-password', { token: newest, password: newPassword })).statusCode,
    ).toBe(204);
    const reuse = await browser.post('/api/auth/reset-password', {
      token: newest,
      password: 'yet another passphrase',
    });
    expect(reuse.statusCode).toBe(410);
    expect(reuse.json().code).toBe('link_expired');
    expect((await browser.login(user.email, newPassword)).statusCode).toBe(200);
  });

  it('A8 a password reset ends every other session of that user and tells them by mail', async () => {
    const user = await createUser(db());
    const other = await createUser(db());
    const laptop = await client();
    const phone = await client();
    const someoneElse = await client();
    await laptop.login(user.email, user.password);
    await phone.login(user.email, user.password);
    await someoneElse.login(other.email, other.password);

    const token = (await requestReset(user.email, phone)) ?? '';
    const mailsBefore = (await mailTo(db(), user.email)).length;
    expect((await phone.post('/api/auth/reset-password', { token, password: newPassword })).statusCode).toBe(
      204,
    );

    expect((await laptop.get('/api/users/me')).statusCode).toBe(404);
    // The session the reset came from is the user's own and stays; other users are untouched.
    expect((await phone.get('/api/users/me')).statusCode).toBe(200);
    expect((await someoneElse.get('/api/users/me')).statusCode).toBe(200);
    const sessions = await db().selectFrom('sessions').select('id').where('user_id', '=', user.id).execute();
    expect(sessions).toEqual([{ id: hashToken(phone.cookies.get('mobilise_session') ?? '') }]);

    const mails = await mailTo(db(), user.email);
    expect(mails).toHaveLength(mailsBefore + 1);
    expect(mails.at(-1)?.subject).toBe('Your Mobilise password was changed');

    // From a browser without a session, every session ends.
    const again = (await requestReset(user.email)) ?? '';
    expect(
      (
        await (
          await client()
        ).post('/api/auth/reset-password', { token: again, password: 'third passphrase!' })
      ).statusCode,
    ).toBe(204);
    expect((await phone.get('/api/users/me')).statusCode).toBe(404);
  });

  it('rate-limits reset and register attempts per address', async () => {
    const browser = await client();
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const response = await browser.post('/api/auth/reset-password', {
        token: `guess${attempt}`,
        password: newPassword,
      });
      expect(response.statusCode).toBe(410);
    }
    const limited = await browser.post('/api/auth/register', { token: 'guess', password: newPassword });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});
