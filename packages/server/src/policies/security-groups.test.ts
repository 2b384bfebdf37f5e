import { describe, expect, it } from 'vitest';
import { securityGroupRoles } from '../db/schema.ts';
import { anActor } from './actor-fixture.ts';
import {
  canAccessRecord,
  canAppoint,
  canAssignPermissionLevels,
  canCreateRequisitionsAndPapers,
  reoAndCandidateDirectors,
  type SecuredRecordKind,
} from './security-groups.ts';

const org = 7;
const otherOrg = 8;
const me = 100;
const seniorLeadership = anActor({ securityGroups: [{ organisationId: org, role: 'senior-leadership' }] });
const leadership = anActor({ securityGroups: [{ organisationId: org, role: 'leadership' }] });
const management = anActor({ securityGroups: [{ organisationId: org, role: 'management' }] });
const officeStaff = anActor({ officeStaffFor: [org] });
const admin = anActor({ isAdmin: true });
const member = anActor({ mobilisedBy: [org] });

const kinds: SecuredRecordKind[] = ['application', 'assignment', 'requisition', 'vision_strategy_paper'];
const recordOf = (kind: SecuredRecordKind, organisationId = org, positionHolderIds: number[] = []) => ({
  kind,
  organisationId,
  positionHolderIds,
});

describe('security groups', () => {
  it('R-ROLE-013 the security group roles are senior-leadership, leadership and management', () => {
    expect(securityGroupRoles).toEqual(['senior-leadership', 'leadership', 'management']);
  });

  it('R-ROLE-014 senior leadership can do everything for its organisation, nothing for another', () => {
    for (const kind of kinds) {
      expect(canAccessRecord(seniorLeadership, recordOf(kind)), kind).toBe(true);
      expect(canAccessRecord(seniorLeadership, recordOf(kind, otherOrg)), kind).toBe(false);
    }
    expect(canAppoint(seniorLeadership, org)).toBe(true);
    expect(canCreateRequisitionsAndPapers(seniorLeadership, org)).toBe(true);
    expect(canAppoint(seniorLeadership, otherOrg)).toBe(false);
  });

  it('R-ROLE-015 senior leadership and admins can assign permission levels; nobody else can', () => {
    const cases = [
      ['senior leadership', seniorLeadership, org, true],
      ['senior leadership of another organisation', seniorLeadership, otherOrg, false],
      ['admin', admin, org, true],
      ['leadership', leadership, org, false],
      ['management', management, org, false],
      ['office staff', officeStaff, org, false],
      ['member', member, org, false],
    ] as const;
    for (const [label, actor, organisationId, expected] of cases) {
      expect(canAssignPermissionLevels(actor, organisationId), label).toBe(expected);
    }
  });

  it('R-ROLE-016 the senior leadership of an organisation are its REO and candidate directors', () => {
    const members = [
      { personProfileId: 1, organisationId: org, role: 'senior-leadership' },
      { personProfileId: 2, organisationId: org, role: 'leadership' },
      { personProfileId: 3, organisationId: otherOrg, role: 'senior-leadership' },
      { personProfileId: 4, organisationId: org, role: 'senior-leadership' },
      { personProfileId: 5, organisationId: org, role: 'management' },
    ] as const;
    expect(reoAndCandidateDirectors(members, org)).toEqual([1, 4]);
    expect(reoAndCandidateDirectors(members, otherOrg)).toEqual([3]);
  });

  it('R-ROLE-017 leadership has every application and assignment of its organisation, not its requisitions or papers', () => {
    const cases = [
      [recordOf('application'), true],
      [recordOf('assignment'), true],
      [recordOf('application', otherOrg), false],
      [recordOf('assignment', otherOrg), false],
      [recordOf('requisition'), false],
      [recordOf('vision_strategy_paper'), false],
    ] as const;
    for (const [record, expected] of cases) {
      expect(canAccessRecord(leadership, record), `${record.kind} of ${record.organisationId}`).toBe(
        expected,
      );
    }
  });

  it('R-ROLE-018 leadership cannot appoint', () => {
    expect(canAppoint(leadership, org)).toBe(false);
    expect(canAppoint(officeStaff, org)).toBe(true);
    expect(canAppoint(admin, otherOrg)).toBe(true);
  });

  it('R-ROLE-020 management can create and view requisitions and vision strategy papers of its organisation', () => {
    expect(canCreateRequisitionsAndPapers(management, org)).toBe(true);
    expect(canCreateRequisitionsAndPapers(management, otherOrg)).toBe(false);
    expect(canCreateRequisitionsAndPapers(leadership, org)).toBe(false);
    expect(canAccessRecord(management, recordOf('requisition'))).toBe(true);
    expect(canAccessRecord(management, recordOf('vision_strategy_paper'))).toBe(true);
    expect(canAccessRecord(management, recordOf('requisition', otherOrg))).toBe(false);
  });

  it('R-ROLE-021 management has the applications and assignments it holds a position on, and no others', () => {
    for (const kind of ['application', 'assignment'] as const) {
      expect(canAccessRecord(management, recordOf(kind, org, [me])), kind).toBe(true);
      expect(canAccessRecord(management, recordOf(kind, org, [me + 1])), kind).toBe(false);
      expect(canAccessRecord(management, recordOf(kind, otherOrg, [me])), kind).toBe(false);
    }
    expect(canAccessRecord(anActor({ ...management, personProfileId: null }), recordOf('assignment'))).toBe(
      false,
    );
  });

  it('a member, and a leader of another organisation, reach none of these records', () => {
    for (const kind of kinds) {
      expect(canAccessRecord(member, recordOf(kind)), kind).toBe(false);
      expect(canAccessRecord(leadership, recordOf(kind, otherOrg, [me])), kind).toBe(false);
    }
  });
});
