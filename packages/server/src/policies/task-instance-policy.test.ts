import { describe, expect, it } from 'vitest';
import { anActor } from './actor-fixture.ts';
import { applicationScope } from './application-policy.ts';
import {
  isTaskInstanceInScope,
  type ScopedTaskInstance,
  taskInstanceUserCan,
} from './task-instance-policy.ts';

const org = 7;
const me = 100;

const aTask = (fields: Partial<ScopedTaskInstance> = {}): ScopedTaskInstance => ({
  owner: {
    organisationIds: [org],
    positionHolderIds: [],
    isRunning: true,
    applicantIds: [500],
  },
  assigneeType: 'OFFICE_STAFF',
  assigneeSecurityGroupRole: null,
  assigneeUserId: null,
  status: 'TODO',
  stageIsCurrent: true,
  ...fields,
});

type Roles = Parameters<typeof anActor>[0];
const userCan = (roles: Roles, fields: Partial<ScopedTaskInstance> = {}) => {
  const actor = anActor(roles);
  return taskInstanceUserCan(actor, applicationScope(actor), aTask(fields));
};
const applicantOf = (fields: Partial<ScopedTaskInstance['owner']> = {}) => ({
  ...aTask().owner,
  applicantIds: [me],
  ...fields,
});

describe('task instance policy', () => {
  it('office staff complete or mark not applicable an open task of the current stage, and reopen a finished one', () => {
    const office = { officeStaffFor: [org] };
    expect(userCan(office)).toEqual(['complete', 'mark_not_applicable']);
    expect(userCan(office, { status: 'DONE' })).toEqual(['reopen']);
    expect(userCan(office, { status: 'NOT_APPLICABLE' })).toEqual(['reopen']);
  });

  it('nothing is done in a stage not started or finished, nor while the application is on hold or decided', () => {
    const office = { officeStaffFor: [org] };
    expect(userCan(office, { stageIsCurrent: false })).toEqual([]);
    expect(userCan(office, { owner: { ...aTask().owner, isRunning: false } })).toEqual([]);
  });

  it('the applicant sees and completes only their own tasks; a position holder and a security group complete theirs', () => {
    const actor = anActor({});
    const scope = applicationScope(actor);
    expect(isTaskInstanceInScope(scope, aTask({ assigneeType: 'APPLICANT', owner: applicantOf() }))).toBe(
      true,
    );
    expect(isTaskInstanceInScope(scope, aTask({ owner: applicantOf() }))).toBe(false);
    expect(userCan({}, { assigneeType: 'APPLICANT', owner: applicantOf() })).toEqual(['complete']);
    expect(userCan({}, { assigneeType: 'APPLICANT', owner: applicantOf(), status: 'DONE' })).toEqual([]);
    const management = { securityGroups: [{ organisationId: org, role: 'management' as const }] };
    const held = { ...aTask().owner, positionHolderIds: [me] };
    expect(userCan(management, { assigneeType: 'POSITION', assigneeUserId: 1, owner: held })).toEqual([
      'complete',
    ]);
    expect(userCan(management, { assigneeType: 'POSITION', assigneeUserId: 2, owner: held })).toEqual([]);
    expect(
      userCan(management, {
        assigneeType: 'SECURITY_GROUP',
        assigneeSecurityGroupRole: 'management',
        owner: held,
      }),
    ).toEqual(['complete']);
  });
});
