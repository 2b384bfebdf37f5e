import type { AssignmentStatus } from '@mobilise/contract';
import { describe, expect, it } from 'vitest';
import { anActor } from './actor-fixture.ts';
import {
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
