import { expect, it } from 'vitest';
import { describeEachDatabase } from '../test/databases.ts';
import { createUser } from '../test/factories.ts';
import { loadActor } from './actor.ts';
import {
  createFamily,
  createOrganisation,
  joinSecurityGroup,
  makeEducationConsultant,
  makeOfficeStaff,
  mobilise,
} from './role-fixtures.ts';

describeEachDatabase('loadActor', (database) => {
  const db = () => database().db;

  it('reads every role of a user, mobilising organisations in their order', async () => {
    const a = await createOrganisation(db());
    const b = await createOrganisation(db());
    const c = await createOrganisation(db(), { isInternationalOffice: true });
    const user = await createUser(db());
    const profileId = user.personProfileId as number;
    await makeOfficeStaff(db(), user.id, [b, a]);
    await makeEducationConsultant(db(), user.id, [c]);
    await mobilise(db(), profileId, [c, a]);
    await joinSecurityGroup(db(), profileId, b, 'management');
    await joinSecurityGroup(db(), profileId, a, 'leadership');
    const familyId = await createFamily(db(), 'Lovelace', [profileId]);

    expect(await loadActor(db(), user.id)).toEqual({
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

  it('R-ROLE-013 the security groups stored are senior-leadership, leadership and management', async () => {
    const groups = await db().selectFrom('security_groups').select('role').orderBy('id').execute();
    expect(groups.map((group) => group.role)).toEqual(['senior-leadership', 'leadership', 'management']);
  });
});
