import { expect, it } from 'vitest';
import { describeEachDatabase } from '../test/databases.ts';
import { createUser } from '../test/factories.ts';
import { loadActor } from './actor.ts';

describeEachDatabase('loadActor', (database) => {
  const db = () => database().db;

  async function organisation(code: string, isInternationalOffice = false) {
    return db()
      .insertInto('organisations')
      .values({ name: `Organisation ${code}`, code, is_international_office: isInternationalOffice })
      .returning('id')
      .executeTakeFirstOrThrow()
      .then((row) => row.id);
  }

  it('reads every role of a user in one query, mobilising organisations in their order', async () => {
    const [a, b, c] = [await organisation('LA'), await organisation('LB'), await organisation('LC', true)];
    const user = await createUser(db());
    const profileId = user.personProfileId as number;
    await db()
      .insertInto('office_staff')
      .values([
        { user_id: user.id, organisation_id: b },
        { user_id: user.id, organisation_id: a },
      ])
      .execute();
    await db().insertInto('education_consultants').values({ user_id: user.id, organisation_id: c }).execute();
    await db()
      .insertInto('person_profile_mobilising_organisations')
      .values([
        { person_profile_id: profileId, organisation_id: c, position: 0 },
        { person_profile_id: profileId, organisation_id: a, position: 1 },
      ])
      .execute();
    const groups = await db().selectFrom('security_groups').select(['id', 'role']).execute();
    const groupId = (role: string) => groups.find((group) => group.role === role)?.id as number;
    await db()
      .insertInto('security_group_members')
      .values([
        { person_profile_id: profileId, organisation_id: b, security_group_id: groupId('management') },
        { person_profile_id: profileId, organisation_id: a, security_group_id: groupId('leadership') },
      ])
      .execute();

    expect(await loadActor(db(), user.id)).toEqual({
      userId: user.id,
      personProfileId: profileId,
      familyId: null,
      isAdmin: false,
      officeStaffFor: [a, b].sort((x, y) => x - y),
      mobilisedBy: [c, a],
      educationConsultantFor: [c],
      isInternationalOfficeConsultant: true,
      securityGroups: [
        { organisationId: a, role: 'leadership' },
        { organisationId: b, role: 'management' },
      ],
    });
  });

  it('gives a user without a profile or roles empty lists, and an unknown user nothing', async () => {
    const user = await createUser(db(), { isAdmin: true, profile: false });
    expect(await loadActor(db(), user.id)).toEqual({
      userId: user.id,
      personProfileId: null,
      familyId: null,
      isAdmin: true,
      officeStaffFor: [],
      mobilisedBy: [],
      educationConsultantFor: [],
      isInternationalOfficeConsultant: false,
      securityGroups: [],
    });
    expect(await loadActor(db(), 987_654)).toBeUndefined();
  });
});
