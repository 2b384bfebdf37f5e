import {
  capabilityNames,
  currentUserResponseSchema,
  currentUserSchema,
  pageMetadataSchema,
} from '@mobilise/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { buildTestApp } from '../../test/app.ts';
import { TestClient } from '../../test/client.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import {
  createEducationConsultant,
  createFamily,
  createMember,
  createOfficeStaff,
  createOrganisation,
} from '../../test/domain-factories.ts';
import { createUser, type TestUser, userRow } from '../../test/factories.ts';
import { writeSetting } from '../system-settings/repository.ts';
import { defaultFeatureFlags } from '../system-settings/service.ts';
import { requiresOnboarding } from './policy.ts';

const spec01CurrentUserFields = [
  'id',
  'is_admin',
  'is_office_staff_for',
  'mobilised_by_organisations',
  'is_education_consultant_for',
  'user_can',
  'first_name',
  'last_name',
  'person_profile_id',
  'avatar_id',
  'known_as',
  'language',
  'member_status',
  'family_id',
  'is_creative_access',
  'requires_onboarding',
];

describeEachDatabase('the current user', (database) => {
  let app: App;
  beforeAll(async () => {
    ({ app } = await buildTestApp(database()));
  });
  afterAll(() => app.close());

  const db = () => database().db;
  async function signedInAs(user: TestUser) {
    const browser = await new TestClient(app).start();
    expect((await browser.login(user.email, user.password)).statusCode).toBe(200);
    return { user, browser };
  }
  async function signedIn(options: Parameters<typeof createUser>[1] = {}) {
    return signedInAs(await createUser(db(), options));
  }

  it('R-CALL-003 R-ENTITY-024 answers GET api/users/me with exactly the current-user fields of spec 01 §3 plus page metadata', async () => {
    const { user, browser } = await signedIn({
      profile: { first_name: 'Mary', last_name: 'Jackson', known_as: 'M' },
    });
    const response = await browser.get('/api/users/me');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual([...spec01CurrentUserFields, 'page_metadata'].sort());
    expect(Object.keys(currentUserSchema.shape).sort()).toEqual([...spec01CurrentUserFields].sort());
    expect(currentUserResponseSchema.parse(body)).toEqual({
      id: user.id,
      is_admin: false,
      is_office_staff_for: [],
      mobilised_by_organisations: [],
      is_education_consultant_for: [],
      user_can: {},
      first_name: 'Mary',
      last_name: 'Jackson',
      person_profile_id: user.personProfileId,
      avatar_id: null,
      known_as: 'M',
      language: 'en',
      member_status: 'ACTIVE',
      family_id: null,
      is_creative_access: false,
      requires_onboarding: false,
      page_metadata: {
        feature_flags: defaultFeatureFlags,
        banner: null,
        application_restriction_list: null,
      },
    });
  });

  it('gives a system admin every capability for every organisation, and a user without a profile nulls', async () => {
    const { browser } = await signedIn({ isAdmin: true, profile: false });
    const me = currentUserResponseSchema.parse((await browser.get('/api/users/me')).json());
    expect(me.is_admin).toBe(true);
    expect(Object.values(me.user_can).every((scope) => scope === '*')).toBe(true);
    expect(Object.keys(me.user_can)).toHaveLength(7);
    expect(me).toMatchObject({
      first_name: null,
      last_name: null,
      person_profile_id: null,
      member_status: null,
    });
  });

  it('reads page metadata from system_settings, a setting written showing at once', async () => {
    const { browser } = await signedIn();
    const before = (await browser.get('/api/users/me')).json().page_metadata;
    expect(before.banner).toBeNull();
    await writeSetting(db(), 'feature_flags', { reviews: false, review_forms: true }, new Date());
    await writeSetting(db(), 'banner', 'Maintenance on Saturday', new Date());
    await writeSetting(db(), 'application_restriction_list', [3, 5], new Date());
    try {
      const metadata = pageMetadataSchema.parse((await browser.get('/api/users/me')).json().page_metadata);
      expect(metadata).toEqual({
        feature_flags: { ...defaultFeatureFlags, reviews: false, review_forms: true },
        banner: 'Maintenance on Saturday',
        application_restriction_list: [3, 5],
      });
    } finally {
      await db().deleteFrom('system_settings').execute();
    }
  });

  it('answers 404 not_signed_in to users/me without a session (spec 01 §8 treats it as signed out), 401 to the PUTs', async () => {
    const browser = await new TestClient(app).start();
    const me = await browser.get('/api/users/me');
    expect(me.statusCode).toBe(404);
    expect(me.json().code).toBe('not_signed_in');
    browser.cookies.set('mobilise_session', 'made-up-token');
    expect((await browser.get('/api/users/me')).statusCode).toBe(404);
    const put = await browser.put('/api/users/me/complete-onboarding');
    expect(put.statusCode).toBe(401);
    expect(put.json().code).toBe('not_signed_in');
  });

  it('turns creative access on and off, auditing each change', async () => {
    const { user, browser } = await signedIn();
    expect((await browser.put('/api/person-profiles/me/enable-creative-access')).statusCode).toBe(204);
    expect((await browser.get('/api/users/me')).json().is_creative_access).toBe(true);
    expect((await browser.put('/api/person-profiles/me/enable-creative-access')).statusCode).toBe(204);
    expect((await browser.put('/api/person-profiles/me/disable-creative-access')).statusCode).toBe(204);
    expect((await browser.get('/api/users/me')).json().is_creative_access).toBe(false);
    const audit = await db()
      .selectFrom('audit_log')
      .select(['actor_user_id', 'entity', 'action', 'before', 'after'])
      .where('entity_id', '=', String(user.id))
      .where('action', 'like', '%creative_access')
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      {
        actor_user_id: user.id,
        entity: 'user',
        action: 'enable_creative_access',
        before: { is_creative_access: false },
        after: { is_creative_access: true },
      },
      {
        actor_user_id: user.id,
        entity: 'user',
        action: 'disable_creative_access',
        before: { is_creative_access: true },
        after: { is_creative_access: false },
      },
    ]);
  });

  it('completes the onboarding once', async () => {
    const { user, browser } = await signedIn();
    expect((await browser.put('/api/users/me/complete-onboarding')).statusCode).toBe(204);
    const completed = (await userRow(db(), user.id)).onboarding_completed_at;
    expect(completed).toBeInstanceOf(Date);
    expect((await browser.put('/api/users/me/complete-onboarding')).statusCode).toBe(204);
    expect((await userRow(db(), user.id)).onboarding_completed_at).toEqual(completed);
    const rows = await db()
      .selectFrom('audit_log')
      .select('action')
      .where('entity_id', '=', String(user.id))
      .where('action', '=', 'complete_onboarding')
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('requires onboarding of a member mobilised by an organisation until they complete it', () => {
    const member = { mobilisedBy: [4] };
    expect(requiresOnboarding({ onboarding_completed_at: null }, member)).toBe(true);
    expect(requiresOnboarding({ onboarding_completed_at: new Date() }, member)).toBe(false);
    expect(requiresOnboarding({ onboarding_completed_at: null }, { mobilisedBy: [] })).toBe(false);
  });

  it('R-ENTITY-024 answers an office-staff user with their staff organisations and the capabilities they hold for them', async () => {
    const { id: first } = await createOrganisation(db());
    const { id: second } = await createOrganisation(db());
    const user = await createOfficeStaff(db(), [second, first]);
    const { browser } = await signedInAs(user);
    const me = currentUserResponseSchema.parse((await browser.get('/api/users/me')).json());
    const staffOrganisations = [first, second].sort((a, b) => a - b);
    expect(me).toMatchObject({
      is_admin: false,
      is_office_staff_for: staffOrganisations,
      mobilised_by_organisations: [],
      is_education_consultant_for: [],
      requires_onboarding: false,
    });
    expect(me.user_can).toEqual(
      Object.fromEntries(capabilityNames.map((name) => [name, staffOrganisations])),
    );
  });

  it('R-ENTITY-024 answers a member with their mobilising organisations in order, family and avatar, no capability, and onboarding due', async () => {
    const { id: home } = await createOrganisation(db());
    const { id: second } = await createOrganisation(db());
    const user = await createMember(db(), [second, home]);
    const profileId = user.personProfileId;
    const { id: familyId } = await createFamily(db(), 'Lovelace', [profileId]);
    const avatar = await db()
      .insertInto('assets')
      .values({
        filename: 'me.png',
        title: 'Me',
        file_size: 10,
        content_type: 'image/png',
        storage_key: `k-${profileId}`,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db()
      .updateTable('person_profiles')
      .set({ avatar_id: avatar.id })
      .where('id', '=', profileId)
      .execute();

    const { browser } = await signedInAs(user);
    const body = (await browser.get('/api/users/me')).json();
    expect(Object.keys(body).sort()).toEqual([...spec01CurrentUserFields, 'page_metadata'].sort());
    expect(currentUserResponseSchema.parse(body)).toMatchObject({
      is_admin: false,
      is_office_staff_for: [],
      mobilised_by_organisations: [second, home],
      is_education_consultant_for: [],
      user_can: {},
      person_profile_id: profileId,
      family_id: familyId,
      avatar_id: avatar.id,
      requires_onboarding: true,
    });
  });

  it('R-ENTITY-024 answers an education consultant with their organisations and no capability', async () => {
    const { id: organisation } = await createOrganisation(db());
    const { browser } = await signedInAs(await createEducationConsultant(db(), [organisation]));
    const me = currentUserResponseSchema.parse((await browser.get('/api/users/me')).json());
    expect(me).toMatchObject({
      is_education_consultant_for: [organisation],
      is_office_staff_for: [],
      user_can: {},
    });
  });

  it("R-ENTITY-024 R-ROLE-005 answers an admin with '*' for every capability beside their own roles", async () => {
    const { id: organisation } = await createOrganisation(db());
    const user = await createOfficeStaff(db(), [organisation], { isAdmin: true });
    const { browser } = await signedInAs(user);
    const body = (await browser.get('/api/users/me')).json();
    expect(Object.keys(body).sort()).toEqual([...spec01CurrentUserFields, 'page_metadata'].sort());
    expect(currentUserResponseSchema.parse(body)).toMatchObject({
      is_admin: true,
      is_office_staff_for: [organisation],
      user_can: Object.fromEntries(capabilityNames.map((name) => [name, '*'])),
      family_id: null,
      avatar_id: null,
    });
  });

  it('S5 disabling a user ends all their sessions', async () => {
    const { user, browser } = await signedIn();
    const second = await new TestClient(app).start();
    await second.login(user.email, user.password);
    const other = await signedIn();

    await app.services.users.disableUser(other.user.id, user.id);

    expect((await browser.get('/api/users/me')).statusCode).toBe(404);
    expect((await second.get('/api/users/me')).statusCode).toBe(404);
    expect(await db().selectFrom('sessions').select('id').where('user_id', '=', user.id).execute()).toEqual(
      [],
    );
    expect((await (await new TestClient(app).start()).login(user.email, user.password)).statusCode).toBe(401);
    expect((await other.browser.get('/api/users/me')).statusCode).toBe(200);
    const audit = await db()
      .selectFrom('audit_log')
      .select(['actor_user_id', 'after'])
      .where('entity_id', '=', String(user.id))
      .where('action', '=', 'disable')
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ actor_user_id: other.user.id, after: { sessions_ended: 2 } });
  });
});
