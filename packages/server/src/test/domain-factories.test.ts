import { expect, it } from 'vitest';
import { describeEachDatabase } from './databases.ts';
import {
  addToSecurityGroup,
  createAddress,
  createApplication,
  createAssignment,
  createEducationConsultant,
  createEducationPlan,
  createFamily,
  createLeaveRequest,
  createMember,
  createMembership,
  createOfficeStaff,
  createOrganisation,
  createPerson,
  createRequisition,
  createReview,
  createTeam,
  createTravelPlan,
  createUnit,
  createVisionStrategyPaper,
} from './domain-factories.ts';

describeEachDatabase('domain factories', (database) => {
  it('write a connected set of records that the tables accept', async () => {
    const { db } = database();
    const europe = await createOrganisation(db);
    const africa = await createOrganisation(db, { isInternationalOffice: true });
    const staff = await createOfficeStaff(db, [europe.id, africa.id]);
    const consultant = await createEducationConsultant(db, [africa.id]);
    const member = await createMember(db, [europe.id]);
    const child = await createPerson(db, {
      first_name: 'Zoë',
      mobilisedBy: [europe.id],
      date_of_birth: '2015-04-01',
    });
    const family = await createFamily(db, 'Slessor', [member.personProfileId, child.id]);
    const address = await createAddress(db, member.personProfileId, { current: true });
    await addToSecurityGroup(db, member.personProfileId, europe.id, 'leadership');
    await createMembership(db, { person_profile_id: member.personProfileId, organisation_id: europe.id });
    const unit = await createUnit(db, { organisation_id: africa.id });
    const team = await createTeam(db, {
      organisation_id: africa.id,
      unit_id: unit.id,
      memberIds: [member.personProfileId],
    });
    const requisition = await createRequisition(db, { organisation_id: africa.id, team_id: team.id });
    await createVisionStrategyPaper(db, { organisation_id: africa.id });
    const assignment = await createAssignment(db, {
      assignee_person_profile_id: member.personProfileId,
      received_by_organisation_id: africa.id,
      requisition_id: requisition.id,
      status: 'ACTIVE',
    });
    await createApplication(db, { organisation_id: europe.id, applicantIds: [member.personProfileId] });
    await createLeaveRequest(db, { person_profile_id: member.personProfileId, organisation_id: africa.id });
    await createTravelPlan(db, { person_profile_id: member.personProfileId });
    await createReview(db, { assignment_id: assignment.id, reviewerIds: [child.id] });
    await createEducationPlan(db, { person_profile_id: child.id });

    const profile = await db
      .selectFrom('person_profiles')
      .select(['family_id', 'current_address_id'])
      .where('id', '=', member.personProfileId)
      .executeTakeFirstOrThrow();
    expect(profile).toEqual({ family_id: family.id, current_address_id: address.id });
    const staffOf = await db
      .selectFrom('office_staff')
      .select('organisation_id')
      .where('user_id', '=', staff.id)
      .execute();
    expect(staffOf).toHaveLength(2);
    const consultantOf = await db
      .selectFrom('education_consultants')
      .select('organisation_id')
      .where('user_id', '=', consultant.id)
      .execute();
    expect(consultantOf).toEqual([{ organisation_id: africa.id }]);
    expect(assignment.public_id).not.toBe(assignment.id);
  });
});
