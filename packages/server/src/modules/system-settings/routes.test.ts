import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import type { App } from '../../app.ts';
import type { DatabaseHandle } from '../../db/database.ts';
import { buildTestApp } from '../../test/app.ts';
import { signedInClient, type TestClient } from '../../test/client.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { createMember, createOfficeStaff, createOrganisation } from '../../test/domain-factories.ts';
import { countRows, createUser, type TestUser } from '../../test/factories.ts';

const flagsAllOn = {
  leave_requests: true,
  travel_plans: true,
  education_plans: true,
  reviews: true,
  review_forms: true,
  mark_not_requiring_education_plan: true,
  leave_request_extensive_confirm_ended_flow: true,
  travel_plan_extensive_confirm_ended_flow: true,
};

/** Spec 01 §6's defaults while nothing is stored: the shipped modules on, the optional flows off. */
const defaultFlags = {
  ...flagsAllOn,
  review_forms: false,
  mark_not_requiring_education_plan: false,
  leave_request_extensive_confirm_ended_flow: false,
  travel_plan_extensive_confirm_ended_flow: false,
};

const put = (client: TestClient, url: string, payload: object) =>
  client.request({ method: 'PUT', url, payload });
const flagsUrl = '/api/system-settings/feature-flags';
const bannerUrl = '/api/system-settings/banner';
const restrictionUrl = '/api/system-settings/application-restriction-list';

/** A NOTIFY reaches another server's connection a moment after the commit: wait up to 2 s for it. */
const untilNoticed = { timeout: 2000, interval: 20 };

describeEachDatabase('system settings', (database, openAnother) => {
  let app: App;
  const db = () => database().db;
  const world = {} as { admin: TestUser; office: TestUser; member: TestUser; alpha: number; beta: number };
  const clients = new Map<TestUser, TestClient>();
  const as = async (user: TestUser) => {
    const client = clients.get(user) ?? (await signedInClient(app, user));
    clients.set(user, client);
    return client;
  };
  const pageMetadataOf = async (user: TestUser) =>
    (await (await as(user)).get('/api/users/me')).json().page_metadata;
  const auditRows = () =>
    db()
      .selectFrom('audit_log')
      .select(['actor_user_id', 'organisation_id', 'entity_id', 'action', 'before', 'after'])
      .where('entity', '=', 'system_settings')
      .orderBy('id')
      .execute();

  beforeAll(async () => {
    ({ app } = await buildTestApp(database()));
    world.alpha = (await createOrganisation(db(), { name: 'Alpha Mission' })).id;
    world.beta = (await createOrganisation(db(), { name: 'Beta Mission' })).id;
    world.admin = await createUser(db(), { isAdmin: true, profile: false });
    world.office = await createOfficeStaff(db(), [world.alpha]);
    world.member = await createMember(db(), [world.alpha]);
  });
  afterAll(() => app.close());
  afterEach(async () => {
    await db().deleteFrom('system_settings').execute();
    await db().deleteFrom('audit_log').where('entity', '=', 'system_settings').execute();
  });

  it('R-ROUTE-029 an admin reads the flags, the banner and the restriction list, each at version 0 while never saved', async () => {
    const response = await (await as(world.admin)).get('/api/system-settings');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      feature_flags: { value: defaultFlags, version: 0 },
      banner: { value: null, version: 0 },
      application_restriction_list: { value: null, version: 0 },
    });
  });

  it('R-GUARD-023 Z10 office staff and a member are refused every call with 403 admins_only, and nothing is written', async () => {
    const signedIn = [await as(world.office), await as(world.member)];
    const before = await countRows(db());
    for (const client of signedIn) {
      const answers = [
        await client.get('/api/system-settings'),
        await put(client, flagsUrl, { feature_flags: { ...flagsAllOn, leave_requests: false }, version: 0 }),
        await put(client, bannerUrl, { banner: 'Hacked', version: 0 }),
        await put(client, restrictionUrl, { application_restriction_list: [world.alpha], version: 0 }),
      ];
      expect(answers.map((answer) => [answer.statusCode, answer.json().code])).toEqual([
        [403, 'admins_only'],
        [403, 'admins_only'],
        [403, 'admins_only'],
        [403, 'admins_only'],
      ]);
    }
    expect(await countRows(db())).toEqual(before);
    expect(await pageMetadataOf(world.member)).toEqual({
      feature_flags: defaultFlags,
      banner: null,
      application_restriction_list: null,
    });
  });

  it('R-ROLE-022 C4 an admin turns the leave flag off: version 1, one audit row naming only that flag, and a member’s next users/me says so at once', async () => {
    // The member's server has read the settings already (and may keep them).
    expect((await pageMetadataOf(world.member)).feature_flags.leave_requests).toBe(true);
    const admin = await as(world.admin);
    const saved = await put(admin, flagsUrl, {
      feature_flags: { ...defaultFlags, leave_requests: false },
      version: 0,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().feature_flags).toEqual({
      value: { ...defaultFlags, leave_requests: false },
      version: 1,
    });
    expect((await pageMetadataOf(world.member)).feature_flags).toEqual({
      ...defaultFlags,
      leave_requests: false,
    });
    expect(await auditRows()).toEqual([
      {
        actor_user_id: world.admin.id,
        organisation_id: null,
        entity_id: 'feature_flags',
        action: 'update',
        before: { leave_requests: true, version: 0 },
        after: { leave_requests: false, version: 1 },
      },
    ]);

    // The same flags again change nothing: no version moved, no audit row.
    const again = await put(admin, flagsUrl, {
      feature_flags: { ...defaultFlags, leave_requests: false },
      version: 1,
    });
    expect(again.json().feature_flags.version).toBe(1);
    expect(await auditRows()).toHaveLength(1);
  });

  it('R-SHELL-009 R-SHELL-010 an admin sets a banner with *bold* (a typed line break kept as a space), a member sees it at once, and null removes it', async () => {
    const admin = await as(world.admin);
    expect((await pageMetadataOf(world.member)).banner).toBeNull();
    const saved = await put(admin, bannerUrl, { banner: '  *Maintenance* on\nSaturday  ', version: 0 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().banner).toEqual({ value: '*Maintenance* on Saturday', version: 1 });
    expect((await pageMetadataOf(world.member)).banner).toBe('*Maintenance* on Saturday');

    const removed = await put(admin, bannerUrl, { banner: null, version: 1 });
    expect(removed.json().banner).toEqual({ value: null, version: 2 });
    expect((await pageMetadataOf(world.member)).banner).toBeNull();
    expect((await auditRows()).map((row) => [row.entity_id, row.before, row.after])).toEqual([
      ['banner', { banner: null, version: 0 }, { banner: '*Maintenance* on Saturday', version: 1 }],
      ['banner', { banner: '*Maintenance* on Saturday', version: 1 }, { banner: null, version: 2 }],
    ]);
  });

  it('refuses a bad banner, flags or list with 422 naming the field, and writes nothing', async () => {
    const admin = await as(world.admin);
    const before = await countRows(db());
    const { travel_plans: _left, ...withoutTravelPlans } = flagsAllOn;
    const refusals = [
      [bannerUrl, { banner: '   ', version: 0 }, 'banner'],
      [bannerUrl, { banner: 'x'.repeat(256), version: 0 }, 'banner'],
      [bannerUrl, { banner: 7, version: 0 }, 'banner'],
      [bannerUrl, { banner: 'No version' }, 'version'],
      [flagsUrl, { feature_flags: withoutTravelPlans, version: 0 }, 'feature_flags.travel_plans'],
      [flagsUrl, { feature_flags: { ...flagsAllOn, sabbaticals: true }, version: 0 }, 'feature_flags'],
      [
        restrictionUrl,
        { application_restriction_list: [world.alpha, 999_999], version: 0 },
        'application_restriction_list',
      ],
      [
        restrictionUrl,
        { application_restriction_list: ['alpha'], version: 0 },
        'application_restriction_list.0',
      ],
    ] as const;
    for (const [url, payload, field] of refusals) {
      const response = await put(admin, url, payload);
      expect([url, response.statusCode, Object.keys(response.json().errors ?? {})]).toEqual([
        url,
        422,
        [field],
      ]);
    }
    expect(await countRows(db())).toEqual(before);
    expect((await put(admin, bannerUrl, { banner: 'x'.repeat(255), version: 0 })).statusCode).toBe(200);
  });

  it('R-VALID-005 R-VALID-006 the restriction list is kept sorted without repeats, and null opens applications to every organisation again', async () => {
    const admin = await as(world.admin);
    const saved = await put(admin, restrictionUrl, {
      application_restriction_list: [world.beta, world.alpha, world.beta],
      version: 0,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().application_restriction_list).toEqual({
      value: [world.alpha, world.beta],
      version: 1,
    });
    expect((await pageMetadataOf(world.office)).application_restriction_list).toEqual([
      world.alpha,
      world.beta,
    ]);
    const lifted = await put(admin, restrictionUrl, { application_restriction_list: null, version: 1 });
    expect(lifted.json().application_restriction_list).toEqual({ value: null, version: 2 });
    expect((await pageMetadataOf(world.office)).application_restriction_list).toBeNull();
  });

  it('C2 a save at a version another admin has moved on: 409 with the current version, nothing written', async () => {
    const admin = await as(world.admin);
    const otherAdmin = await signedInClient(app, await createUser(db(), { isAdmin: true, profile: false }));
    expect((await put(otherAdmin, bannerUrl, { banner: 'Theirs', version: 0 })).statusCode).toBe(200);
    const before = await countRows(db());
    const stale = await put(admin, bannerUrl, { banner: 'Mine', version: 0 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('stale_version');
    expect(stale.headers['x-current-version']).toBe('1');
    expect(await countRows(db())).toEqual(before);
    expect((await pageMetadataOf(world.member)).banner).toBe('Theirs');
  });

  it('C1 two admins save the banner at one version at once: one 200, one 409; the stored banner is the winner’s, with one audit row', async () => {
    const first = await as(world.admin);
    const second = await signedInClient(app, await createUser(db(), { isAdmin: true, profile: false }));
    const answers = await Promise.all([
      put(first, bannerUrl, { banner: 'First', version: 0 }),
      put(second, bannerUrl, { banner: 'Second', version: 0 }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const winner = answers[0]?.statusCode === 200 ? 'First' : 'Second';
    expect((await (await as(world.admin)).get('/api/system-settings')).json().banner).toEqual({
      value: winner,
      version: 1,
    });
    expect(await auditRows()).toHaveLength(1);
  });

  it('a second server on the same PostgreSQL database serves the admin’s change at its next users/me', async (context) => {
    if (database().kind !== 'postgres') {
      context.skip();
    }
    const otherDatabase: DatabaseHandle = openAnother();
    const { app: otherApp } = await buildTestApp(otherDatabase);
    try {
      await otherApp.ready();
      const memberThere = await signedInClient(otherApp, world.member);
      const metadataThere = async () => (await memberThere.get('/api/users/me')).json().page_metadata;
      // Read twice there, so that the other server keeps the settings as they were.
      expect((await metadataThere()).banner).toBeNull();
      expect((await metadataThere()).feature_flags.leave_requests).toBe(true);

      const admin = await as(world.admin);
      await put(admin, flagsUrl, { feature_flags: { ...defaultFlags, leave_requests: false }, version: 0 });
      await put(admin, bannerUrl, { banner: 'Read *this*', version: 0 });
      await vi.waitFor(async () => {
        const metadata = await metadataThere();
        expect([metadata.banner, metadata.feature_flags.leave_requests]).toEqual(['Read *this*', false]);
      }, untilNoticed);
    } finally {
      await otherApp.close();
      await otherDatabase.close();
    }
  });
});
