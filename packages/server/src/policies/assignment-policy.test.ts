import type { AssignmentStatus } from '@mobilise/contract';
import { describe, expect, it } from 'vitest';
import { anActor } from './actor-fixture.ts';
import {
  assignmentManagementUserCan,
  assignmentManagementVerdict,
  assignmentScope,
  assignmentUserCan,
  isAssignmentInScope,
  type ScopedAssignment,
} from './assignment-policy.ts';

const org = 7;
const otherOrg = 8;
const me = 100;

const anAssignment = (fields: Partial<ScopedAssignment> = {}): ScopedAssignment => ({
  organisationIds: [org],
  positionHolderIds: [],
  assigneeId: 500,
  assigneeFamilyId: null,
  receivedById: null,
  status: 'POTENTIAL',
  isAbandoned: false,
  isSharedWithReceivingOrganisation: false,
  isSharedWithAssignee: false,
  exploredById: org,
  offerStatus: null,
  logisticsPlan: null,
  ...fields,
});

const officeStaff = assignmentScope(anActor({ officeStaffFor: [org] }));

describe('assignment user_can (spec 01 §4 actions table)', () => {
  const can = (fields: Partial<ScopedAssignment>) => assignmentUserCan(officeStaff, anAssignment(fields));

  it('R-STATE-005 abandon: POTENTIAL, not abandoned, not shared with the receiving organisation', () => {
    expect(can({})).toContain('abandon');
    for (const status of ['PLANNED', 'ACTIVE', 'ENDED'] as AssignmentStatus[]) {
      expect(can({ status }), status).not.toContain('abandon');
    }
    expect(can({ isAbandoned: true })).not.toContain('abandon');
    expect(can({ isSharedWithReceivingOrganisation: true })).not.toContain('abandon');
  });

  it('R-STATE-006 restore: abandoned and not shared with the receiving organisation', () => {
    expect(can({ isAbandoned: true })).toContain('restore');
    expect(can({ isAbandoned: true, status: 'ACTIVE' })).toContain('restore');
    expect(can({})).not.toContain('restore');
    expect(can({ isAbandoned: true, isSharedWithReceivingOrganisation: true })).not.toContain('restore');
  });

  it('R-STATE-007 share with the receiving organisation: POTENTIAL, not abandoned, not yet shared', () => {
    expect(can({})).toContain('share_with_receiving_organisation');
    expect(can({ status: 'PLANNED' })).not.toContain('share_with_receiving_organisation');
    expect(can({ isAbandoned: true })).not.toContain('share_with_receiving_organisation');
    expect(can({ isSharedWithReceivingOrganisation: true })).not.toContain(
      'share_with_receiving_organisation',
    );
  });

  it('R-STATE-009 R-STATE-010 share with and unshare from the assignee: whenever not abandoned', () => {
    for (const status of ['POTENTIAL', 'PLANNED', 'ACTIVE', 'ENDED'] as AssignmentStatus[]) {
      expect(can({ status }), status).toContain('share_with_assignee');
      expect(can({ status, isSharedWithAssignee: true }), status).toContain('share_with_assignee');
    }
    expect(can({ isAbandoned: true })).not.toContain('share_with_assignee');
  });

  it('R-ROLE-012 the actions are among abandon, restore, share_with_receiving_organisation, share_with_assignee and upload_mou_document', () => {
    expect(can({})).toEqual([
      'abandon',
      'share_with_receiving_organisation',
      'share_with_assignee',
      'upload_mou_document',
    ]);
    expect(can({ isAbandoned: true })).toEqual(['restore', 'upload_mou_document']);
  });

  it('R-ROLE-017 leadership, senior leadership and admins act; management, the assignee and other organisations read or see nothing', () => {
    const actsOn = (roles: Parameters<typeof anActor>[0]) =>
      assignmentUserCan(assignmentScope(anActor(roles)), anAssignment({ positionHolderIds: [me] })).length >
      0;
    expect(actsOn({ securityGroups: [{ organisationId: org, role: 'leadership' }] })).toBe(true);
    expect(actsOn({ securityGroups: [{ organisationId: org, role: 'senior-leadership' }] })).toBe(true);
    expect(actsOn({ isAdmin: true })).toBe(true);
    expect(actsOn({ securityGroups: [{ organisationId: org, role: 'management' }] })).toBe(false);
    expect(actsOn({ officeStaffFor: [otherOrg] })).toBe(false);
    expect(
      assignmentUserCan(
        assignmentScope(anActor()),
        anAssignment({ assigneeId: me, isSharedWithAssignee: true }),
      ),
    ).toEqual([]);
  });
});

describe('assignment scope', () => {
  const reaches = (roles: Parameters<typeof anActor>[0], fields: Partial<ScopedAssignment> = {}) =>
    isAssignmentInScope(assignmentScope(anActor(roles)), anAssignment(fields));

  it('the assignee and their family see it once it is shared with the assignee', () => {
    expect(reaches({}, { assigneeId: me })).toBe(false);
    expect(reaches({}, { assigneeId: me, isSharedWithAssignee: true })).toBe(true);
    expect(reaches({ familyId: 3 }, { assigneeFamilyId: 3, isSharedWithAssignee: true })).toBe(true);
    expect(reaches({ familyId: 3 }, { assigneeFamilyId: 4, isSharedWithAssignee: true })).toBe(false);
    expect(reaches({}, { isSharedWithAssignee: true })).toBe(false);
  });

  it('R-ROLE-021 management sees the assignments of its organisation it holds a position on, no others', () => {
    const management = { securityGroups: [{ organisationId: org, role: 'management' as const }] };
    expect(reaches(management, { positionHolderIds: [me] })).toBe(true);
    expect(reaches(management)).toBe(false);
    expect(reaches(management, { positionHolderIds: [me], organisationIds: [otherOrg] })).toBe(false);
  });

  it('Z9 the receiving organisation reads an assignment only while it is shared with it, and may do nothing on it', () => {
    const receiver = { officeStaffFor: [otherOrg] };
    expect(reaches(receiver, { receivedById: otherOrg, isSharedWithReceivingOrganisation: true })).toBe(true);
    expect(reaches(receiver, { receivedById: otherOrg })).toBe(false);
    expect(reaches(receiver, { receivedById: 9, isSharedWithReceivingOrganisation: true })).toBe(false);
    expect(
      assignmentUserCan(
        assignmentScope(anActor(receiver)),
        anAssignment({ receivedById: otherOrg, isSharedWithReceivingOrganisation: true }),
      ),
    ).toEqual([]);
  });

  it('office staff see the assignments of any of its organisations, admins all', () => {
    expect(reaches({ officeStaffFor: [org] }, { organisationIds: [otherOrg, org] })).toBe(true);
    expect(reaches({ officeStaffFor: [otherOrg] })).toBe(false);
    expect(reaches({ isAdmin: true }, { organisationIds: [] })).toBe(true);
  });
});

describe('assignment user_can_manage: the offer and the outbound logistics plan', () => {
  const submitter = 42;
  const rights = (actor: Parameters<typeof anActor>[0], fields: Partial<ScopedAssignment>) =>
    assignmentManagementUserCan(assignmentScope(anActor(actor)), anAssignment(fields));
  const assignee = { personProfileId: 500, familyId: 9 };
  const leader = { userId: 77, securityGroups: [{ organisationId: org, role: 'leadership' as const }] };
  const submitted = { logisticsPlan: { status: 'SUBMITTED' as const, submittedBy: submitter } };

  it('office staff write the offer until it is accepted, and never answer it', () => {
    expect(rights({ officeStaffFor: [org] }, { offerStatus: 'OFFERED' })).toContain('edit_offer');
    expect(rights({ officeStaffFor: [org] }, { offerStatus: 'DECLINED' })).toContain('edit_offer');
    expect(rights({ officeStaffFor: [org] }, { offerStatus: 'ACCEPTED' })).not.toContain('edit_offer');
    expect(rights({ officeStaffFor: [org] }, { offerStatus: 'OFFERED', isAbandoned: true })).toEqual([]);
    expect(rights({ officeStaffFor: [org] }, { offerStatus: 'OFFERED' })).not.toContain('respond_to_offer');
  });

  it('only the assignee answers an offered offer, once the assignment is shared with them; their family does not', () => {
    const shared = { isSharedWithAssignee: true, assigneeFamilyId: 9 };
    // Shared with them, the assignee also prepares the logistics plan (the next test).
    const plan = { logisticsPlan: { status: 'SUBMITTED', submittedBy: null } } as const;
    expect(rights(assignee, { ...shared, ...plan, offerStatus: 'OFFERED' })).toEqual(['respond_to_offer']);
    expect(rights(assignee, { ...shared, ...plan, offerStatus: 'DRAFT' })).toEqual([]);
    expect(rights(assignee, { offerStatus: 'OFFERED' })).toEqual([]);
    expect(rights({ personProfileId: 501, familyId: 9 }, { ...shared, offerStatus: 'OFFERED' })).toEqual([]);
  });

  it('those who act on it prepare the plan while a draft or rejected, and submit one that exists', () => {
    const plan = (status: 'DRAFT' | 'SUBMITTED' | 'APPROVED' | 'REJECTED') => ({
      logisticsPlan: { status, submittedBy: null },
    });
    expect(rights({ officeStaffFor: [org] }, {})).toContain('edit_logistics_plan');
    expect(rights({ officeStaffFor: [org] }, {})).not.toContain('submit_logistics_plan');
    for (const status of ['DRAFT', 'REJECTED'] as const) {
      expect(rights({ officeStaffFor: [org] }, plan(status))).toEqual(
        expect.arrayContaining(['edit_logistics_plan', 'submit_logistics_plan']),
      );
    }
    for (const status of ['SUBMITTED', 'APPROVED'] as const) {
      const held = rights({ officeStaffFor: [org] }, plan(status));
      expect(held).not.toContain('edit_logistics_plan');
      expect(held).not.toContain('submit_logistics_plan');
    }
  });

  it('the assignee prepares and submits the plan once the assignment is shared with them, never decides it; their family does not', () => {
    const plan = (status: 'DRAFT' | 'SUBMITTED' | 'APPROVED' | 'REJECTED') => ({
      isSharedWithAssignee: true,
      assigneeFamilyId: 9,
      logisticsPlan: { status, submittedBy: null },
    });
    for (const status of ['DRAFT', 'REJECTED'] as const) {
      expect(rights(assignee, plan(status))).toEqual(['edit_logistics_plan', 'submit_logistics_plan']);
      expect(rights(assignee, { ...plan(status), isSharedWithAssignee: false })).toEqual([]);
      expect(rights({ personProfileId: 501, familyId: 9 }, plan(status))).toEqual([]);
    }
    for (const status of ['SUBMITTED', 'APPROVED'] as const) {
      expect(rights(assignee, plan(status))).toEqual([]);
    }
  });

  it('the exploring organisation’s leadership, senior leadership or an admin decides a submitted plan, never its submitter', () => {
    expect(rights(leader, submitted)).toContain('decide_logistics_plan');
    expect(
      rights({ securityGroups: [{ organisationId: org, role: 'senior-leadership' }] }, submitted),
    ).toContain('decide_logistics_plan');
    expect(rights({ isAdmin: true }, submitted)).toContain('decide_logistics_plan');
    expect(rights({ ...leader, userId: submitter }, submitted)).not.toContain('decide_logistics_plan');
    expect(rights({ officeStaffFor: [org] }, submitted)).not.toContain('decide_logistics_plan');
    expect(
      rights(leader, { ...submitted, exploredById: otherOrg, organisationIds: [org, otherOrg] }),
    ).not.toContain('decide_logistics_plan');
    expect(rights(leader, { logisticsPlan: { status: 'DRAFT', submittedBy: null } })).not.toContain(
      'decide_logistics_plan',
    );
  });

  it('the verdict of a call follows the same rule: 403 without the right, 409 when the state withholds it', () => {
    const verdict = (
      actor: Parameters<typeof anActor>[0],
      fields: Partial<ScopedAssignment>,
      right: 'respond_to_offer' | 'decide_logistics_plan',
    ) => assignmentManagementVerdict(assignmentScope(anActor(actor)), anAssignment(fields), right);
    expect(verdict({ officeStaffFor: [org] }, { offerStatus: 'OFFERED' }, 'respond_to_offer')).toBe(
      'forbidden',
    );
    expect(
      verdict(assignee, { isSharedWithAssignee: true, offerStatus: 'ACCEPTED' }, 'respond_to_offer'),
    ).toBe('not_now');
    expect(verdict({ ...leader, userId: submitter }, submitted, 'decide_logistics_plan')).toBe('forbidden');
    expect(verdict(leader, { ...submitted, isAbandoned: true }, 'decide_logistics_plan')).toBe('not_now');
  });
});
