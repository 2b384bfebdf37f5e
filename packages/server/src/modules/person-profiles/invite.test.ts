import { fullPersonProfileSchema, personProfileInvitationSchema } from '@mobilise/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { buildTestApp } from '../../test/app.ts';
import { capturedLog } from '../../test/captured-log.ts';
import { signedInClient, TestClient } from '../../test/client.ts';
import { TestClock } from '../../test/clock.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { createMember, createPerson, createTwoOrganisations } from '../../test/domain-factories.ts';
import {
  countRows,
  createUser,
  mailTo,
  type TestUser,
  tokenInMail,
  uniqueEmail,
} from '../../test/factories.ts';
import { invitesPerPerson } from './policy.ts';

describeEachDatabase('person profile invites', (database) => {
  let app: App;
  const clock = new TestClock(new Date('2026-11-26T10:00:00Z'));
  const { lines: logLines, stream } = capturedLog();
  const db = () => database().db;
  let world: Awaited<ReturnType<typeof createTwoOrganisations>>;

  beforeAll(async () => {
    ({ app } = await buildTestApp(database(), { logger: { level: 'warn', stream }, clock }));
    world = await createTwoOrganisations(db());
  });
  afterAll(() => app.close());

  const signedIn = (user: TestUser) => signedInClient(app, user);
  const invite = (browser: TestClient, id: number, xsrf = true) =>
    browser.request({ method: 'POST', url: `/api/person-profiles/${id}/invite`, xsrf });

  async function personOfA(email: string | null = uniqueEmail('invitee')) {
    const person = await createPerson(db(), {
      first_name: 'Ida',
      last_name: 'Scudder',
      aim_personal_email: email,
      mobilisedBy: [world.orgA],
    });
    return { id: person.id, email };
  }

  const profileAudit = (id: number) =>
    db()
      .selectFrom('audit_log')
      .select(['actor_user_id', 'organisation_id', 'action'])
      .where('entity', '=', 'person_profile')
      .where('entity_id', '=', String(id))
      .execute();

  it('office staff invite a person of their organisation: invitedOn is set, one register mail is queued, audited; the link registers the person', async () => {
    const person = await personOfA();
    const browser = await signedIn(world.officeA);

    const response = await invite(browser, person.id);

    expect(response.statusCode, response.body).toBe(200);
    expect(personProfileInvitationSchema.parse(response.json())).toEqual({
      invitedOn: '2026-11-26T10:00:00.000Z',
    });
    const profile = fullPersonProfileSchema.parse(
      (await browser.get(`/api/person-profiles/${person.id}`)).json(),
    );
    expect(profile.invitedOn).toBe('2026-11-26T10:00:00.000Z');
    const mails = await mailTo(db(), person.email ?? '');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.body_text).toContain('/register?token=');
    const audit = await profileAudit(person.id);
    expect(audit.map((row) => [Number(row.actor_user_id), Number(row.organisation_id), row.action])).toEqual([
      [world.officeA.id, world.orgA, 'invite'],
    ]);
    const invitation = await db()
      .selectFrom('invitations')
      .select(['organisation_id', 'invited_by'])
      .where('person_profile_id', '=', person.id)
      .executeTakeFirstOrThrow();
    expect([Number(invitation.organisation_id), Number(invitation.invited_by)]).toEqual([
      world.orgA,
      world.officeA.id,
    ]);

    const invitee = await new TestClient(app).start();
    const registered = await invitee.post('/api/auth/register', {
      token: tokenInMail(mails[0]?.body_text ?? ''),
      password: 'a brand new passphrase',
    });
    expect(registered.statusCode, registered.body).toBe(200);
    expect(registered.json().person_profile_id).toBe(person.id);
    expect((await invite(browser, person.id)).statusCode).toBe(409);
  });

  it('sending again mails a new link and only the newest registers; an admin may send it too', async () => {
    const person = await personOfA();
    expect((await invite(await signedIn(world.officeA), person.id)).statusCode).toBe(200);
    clock.advance(60_000);
    const again = await invite(await signedIn(world.admin), person.id);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().invitedOn).toBe(clock.now().toISOString());
    const [first, second] = await mailTo(db(), person.email ?? '');
    const browser = await new TestClient(app).start();
    const password = 'a brand new passphrase';
    const old = await browser.post('/api/auth/register', {
      token: tokenInMail(first?.body_text ?? ''),
      password,
    });
    expect(old.statusCode).toBe(410);
    const newest = await browser.post('/api/auth/register', {
      token: tokenInMail(second?.body_text ?? ''),
      password,
    });
    expect(newest.statusCode).toBe(200);
  });

  it('R-SHELL-018 the register mail to an address with no account yet is in the language of the inviting request', async () => {
    const person = await personOfA();
    const response = await (await signedIn(world.officeA)).request({
      method: 'POST',
      url: `/api/person-profiles/${person.id}/invite`,
      headers: { 'accept-language': 'pt-PT,pt;q=0.9,en;q=0.5' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const [mail] = await mailTo(db(), person.email ?? '');
    expect(mail?.subject).toBe('Foi convidado para o Mobilise');
    expect(mail?.body_text).toMatch(
      /^Foi convidado para usar o Mobilise\.\n\nEscolha a sua palavra-passe aqui \(a ligação funciona uma vez, durante sete dias\): \S+\/register\?token=\S+$/,
    );

    // Without Accept-Language the mail reads as it always has.
    const other = await personOfA();
    expect((await invite(await signedIn(world.officeA), other.id)).statusCode).toBe(200);
    const [english] = await mailTo(db(), other.email ?? '');
    expect(english?.subject).toBe('You are invited to Mobilise');
    expect(english?.body_text).toMatch(
      /^You are invited to use Mobilise\.\n\nChoose your password here \(the link works once, for seven days\): \S+\/register\?token=\S+$/,
    );
  });

  it('a person without an e-mail address is a 422 naming email, in the reader language; nothing is written', async () => {
    const person = await personOfA(null);
    const browser = await signedIn(world.officeA);
    const before = await countRows(db());
    const response = await browser.request({
      method: 'POST',
      url: `/api/person-profiles/${person.id}/invite`,
      headers: { 'accept-language': 'fr' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      email: ['n’est pas renseignée : ajoutez une adresse e-mail à la personne avant d’envoyer l’invitation'],
    });
    expect(await countRows(db())).toEqual(before);
  });

  it('a person with an account, or whose address has one, is a 409 already_registered; nothing is written', async () => {
    const member = await createMember(db(), [world.orgA]);
    await db()
      .updateTable('person_profiles')
      .set({ aim_personal_email: member.email })
      .where('id', '=', member.personProfileId)
      .execute();
    const taken = await personOfA((await createUser(db())).email);
    const browser = await signedIn(world.officeA);
    const before = await countRows(db());
    for (const id of [member.personProfileId, taken.id]) {
      const response = await invite(browser, id);
      expect(response.statusCode).toBe(409);
      expect(response.json().code).toBe('already_registered');
    }
    expect(await countRows(db())).toEqual(before);
  });

  it('Z1 office staff of another organisation get 404, logged, and nothing is written; so does a member', async () => {
    const person = await personOfA();
    const member = await createMember(db(), [world.orgA]);
    const browsers = [
      { user: world.officeB, browser: await signedIn(world.officeB) },
      { user: member, browser: await signedIn(member) },
    ];
    const before = await countRows(db());
    logLines.length = 0;
    for (const { browser } of browsers) {
      const response = await invite(browser, person.id);
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('not_found');
    }
    const unknown = await invite(browsers[0]?.browser ?? (await signedIn(world.officeB)), 987654);
    expect(unknown.statusCode).toBe(404);
    const refusals = logLines
      .map((line) => JSON.parse(line))
      .filter((line) => line.refusal === 'out_of_scope');
    expect(refusals).toEqual(
      browsers.map(({ user }) =>
        expect.objectContaining({ entityId: person.id, actorUserId: user.id, access: 'invite' }),
      ),
    );
    expect(await countRows(db())).toEqual(before);
  });

  it('without the XSRF header the invite is a 403 and nothing is sent', async () => {
    const person = await personOfA();
    const response = await invite(await signedIn(world.officeA), person.id, false);
    expect(response.statusCode).toBe(403);
    expect(await mailTo(db(), person.email ?? '')).toEqual([]);
  });

  it('at most 5 invites of a person an hour: the 6th is a 429 with Retry-After and sends nothing', async () => {
    const person = await personOfA();
    const browser = await signedIn(world.officeA);
    for (let sent = 0; sent < invitesPerPerson.limit; sent++) {
      expect((await invite(browser, person.id)).statusCode).toBe(200);
    }
    const limited = await invite(browser, person.id);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBe(invitesPerPerson.windowMs / 1000);
    expect(await mailTo(db(), person.email ?? '')).toHaveLength(invitesPerPerson.limit);
  });
});
