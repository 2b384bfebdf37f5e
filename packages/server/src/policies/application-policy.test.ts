import type { ApplicationStatus } from '@mobilise/contract';
import { describe, expect, it } from 'vitest';
import { anActor } from './actor-fixture.ts';
import {
  applicationScope,
  applicationUserCan,
  isApplicationInScope,
  type ScopedApplication,
} from './application-policy.ts';

const org = 7;
const otherOrg = 8;
const me = 100;

const anApplication = (fields: Partial<ScopedApplication> = {}): ScopedApplication => ({
  organisationIds: [org],
  positionHolderIds: [],
  status: 'IN_PROGRESS',
  applicantIds: [500],
  invitedApplicantIds: [],
  ...fields,
});

type Roles = Parameters<typeof anActor>[0];
const reaches = (roles: Roles, fields: Partial<ScopedApplication> = {}) =>
  isApplicationInScope(applicationScope(anActor(roles)), anApplication(fields));
const userCan = (roles: Roles, fields: Partial<ScopedApplication> = {}) => {
  const actor = anActor(roles);
  return applicationUserCan(actor, applicationScope(actor), anApplication(fields));
};

describe('application scope', () => {
  it('the applicant and those invited to apply see it; other members do not', () => {
    expect(reaches({}, { applicantIds: [me] })).toBe(true);
    expect(reaches({}, { invitedApplicantIds: [me] })).toBe(true);
    expect(reaches({ mobilisedBy: [org] })).toBe(false);
  });

  it('R-ROLE-017 leadership sees every application of its organisation, none of another', () => {
    expect(reaches({ securityGroups: [{ organisationId: org, role: 'leadership' }] })).toBe(true);
    expect(reaches({ securityGroups: [{ organisationId: otherOrg, role: 'leadership' }] })).toBe(false);
  });

  it('R-ROLE-021 management sees only the applications of its organisation it holds a position on', () => {
    const management = { securityGroups: [{ organisationId: org, role: 'management' as const }] };
    expect(reaches(management, { positionHolderIds: [me] })).toBe(true);
    expect(reaches(management)).toBe(false);
    expect(reaches(management, { positionHolderIds: [me], organisationIds: [otherOrg] })).toBe(false);
  });

  it('office staff and senior leadership see their organisation, admins everything', () => {
    expect(reaches({ officeStaffFor: [org] })).toBe(true);
    expect(reaches({ securityGroups: [{ organisationId: org, role: 'senior-leadership' }] })).toBe(true);
    expect(reaches({ officeStaffFor: [otherOrg] })).toBe(false);
    expect(reaches({ isAdmin: true }, { organisationIds: [otherOrg] })).toBe(true);
  });
});

describe('application user_can', () => {
  it('office staff update, appoint, put on hold, reject and abandon a running application', () => {
    expect(userCan({ officeStaffFor: [org] })).toEqual([
      'update',
      'appoint',
      'put_on_hold',
      'reject',
      'abandon',
    ]);
    expect(userCan({ officeStaffFor: [org] }, { status: 'ON_HOLD' })).toEqual([
      'update',
      'resume',
      'reject',
      'abandon',
    ]);
  });

  it('R-ROLE-018 leadership acts on a running application but does not appoint', () => {
    expect(userCan({ securityGroups: [{ organisationId: org, role: 'leadership' }] })).toEqual([
      'update',
      'put_on_hold',
      'reject',
      'abandon',
    ]);
  });

  it('management with a position updates; applicants withdraw (abandon), people only invited do nothing; an outcome closes every action', () => {
    const management = { securityGroups: [{ organisationId: org, role: 'management' as const }] };
    expect(userCan(management, { positionHolderIds: [me] })).toEqual(['update']);
    expect(userCan({}, { applicantIds: [me] })).toEqual(['abandon']);
    expect(userCan({}, { applicantIds: [me], status: 'ON_HOLD' })).toEqual(['abandon']);
    expect(userCan({}, { invitedApplicantIds: [me] })).toEqual([]);
    for (const status of ['REJECTED', 'ABANDONED', 'APPOINTED'] as ApplicationStatus[]) {
      expect(userCan({ isAdmin: true }, { status }), status).toEqual([]);
    }
  });
});
