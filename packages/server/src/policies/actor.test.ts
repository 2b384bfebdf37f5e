import { expect, it } from 'vitest';
import { describeEachDatabase } from '../test/databases.ts';
import {
  addToSecurityGroup,
  createFamily,
  createOrganisation,
  setMobilisingOrganisations,
} from '../test/domain-factories.ts';
import { createUser } from '../test/factories.ts';
import { actorOf, selectActors } from './actor.ts';

describeEachDatabase('selectActors', (database) => {
  const db = () => database().db;
  const loadActor = async (userId: number) => {
    const row = await selectActors(db()).where('u.id', '=', userId).executeTakeFirst();
    return row && actorOf(row);
  };

  it('reads every role of a user, mobilising organisations in their order', async () => {
    const { id: a } = await createOrganisation(db());
    const { id: b } = await createOrganisation(db());
    const { id: c } = await createOrganisation(db(), { isInternationalOffice: true });
    const user = await createUser(db());
    const profileId = user.personProfileId as number;
    await db()
      .insertInto('office_staff')
      .values([b, a].map((organisation_id) => ({ user_id: user.id, organisation_id })))
      .execute();
    await db().insertInto('education_consultants').values({ user_id: user.id, organisation_id: c }).execute();
    await setMobilisingOrganisations(db(), profileId, [c, a]);
    await addToSecurityGroup(db(), profileId, b, 'management');
    await addToSecurityGroup(db(), profileId, a, 'leadership');
    const { id: familyId } = await createFamily(db(), 'Lovelace', [profileId]);

    expect(await loadActor(user.id)).toEqual({
      userId: user.id,
      personProfileId: profileId,
      familyId,
      isAdmin: false,
      officeStaffFor: [a, b],
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
    expect(await loadActor(user.id)).toEqual({
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
    expect(await loadActor(987_654)).toBeUndefined();
  });

  it('R-ROLE-013 the security groups stored are senior-leadership, leadership and management', async () => {
    const groups = await db().selectFrom('security_groups').select('role').orderBy('id').execute();
    expect(groups.map((group) => group.role)).toEqual(['senior-leadership', 'leadership', 'management']);
  });
});
