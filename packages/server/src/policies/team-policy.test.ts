import { describe, expect, it } from 'vitest';
import { anActor } from './actor-fixture.ts';
import {
  reachesGeolocation,
  type ScopedTeam,
  teamReach,
  teamRefusal,
  teamUserCan,
  unitRefusal,
  unitUserCan,
} from './team-policy.ts';

const orgA = 1;
const orgB = 2;
const inGroup = (role: 'senior-leadership' | 'leadership' | 'management', organisationId = orgA) =>
  anActor({ securityGroups: [{ organisationId, role }] });

const team = (fields: Partial<ScopedTeam> = {}): ScopedTeam => ({
  organisationId: orgA,
  status: 'PUBLISHED',
  isArchived: false,
  openRequisitions: 0,
  activeMembers: 0,
  ...fields,
});

describe('teamReach', () => {
  it.each([
    ['an admin', anActor({ isAdmin: true }), 'run'],
    ['office staff of the organisation', anActor({ officeStaffFor: [orgA] }), 'run'],
    ['its senior leadership (manage_teams)', inGroup('senior-leadership'), 'run'],
    ['its leadership', inGroup('leadership'), 'read'],
    ['its management', inGroup('management'), 'read'],
    ['a member it mobilises', anActor({ mobilisedBy: [orgA] }), 'none'],
    ['office staff of another organisation', anActor({ officeStaffFor: [orgB] }), 'none'],
    ['senior leadership of another organisation', inGroup('senior-leadership', orgB), 'none'],
  ] as const)('%s: %s', (_who, actor, reach) => {
    expect(teamReach(actor, orgA)).toBe(reach);
  });
});

describe('teamRefusal', () => {
  it.each([
    ['publish a draft', team({ status: 'DRAFT' }), 'publish', null],
    ['publish a published team', team(), 'publish', 'transition'],
    ['unpublish a published team', team(), 'unpublish', null],
    [
      'unpublish one with an open requisition',
      team({ openRequisitions: 1 }),
      'unpublish',
      'open_requisitions',
    ],
    ['unpublish a draft', team({ status: 'DRAFT' }), 'unpublish', 'transition'],
    ['archive a team with nothing open', team(), 'archive', null],
    ['archive one with an open requisition', team({ openRequisitions: 2 }), 'archive', 'open_requisitions'],
    ['archive one with an active member', team({ activeMembers: 1 }), 'archive', 'active_members'],
    ['archive an archived team', team({ isArchived: true }), 'archive', 'transition'],
    ['save an archived team', team({ isArchived: true }), 'update', 'transition'],
    ['bring back an archived team', team({ isArchived: true }), 'unarchive', null],
    ['bring back a team not archived', team(), 'unarchive', 'transition'],
  ] as const)('%s: %s', (_step, scoped, action, refusal) => {
    expect(teamRefusal(scoped, action)).toBe(refusal);
  });

  it('R-STATE-026 user_can offers exactly the steps of a DRAFT or PUBLISHED team, to holders of manage_teams only', () => {
    const office = anActor({ officeStaffFor: [orgA] });
    expect(teamUserCan(office, team({ status: 'DRAFT' }))).toEqual(['update', 'publish', 'archive']);
    expect(teamUserCan(office, team())).toEqual(['update', 'unpublish', 'archive']);
    expect(teamUserCan(office, team({ isArchived: true }))).toEqual(['unarchive']);
    expect(teamUserCan(inGroup('management'), team())).toEqual([]);
  });
});

describe('unitRefusal', () => {
  const unit = { organisationId: orgA, isArchived: false, openRequisitions: 0, activeTeams: 0 };

  it('a unit is archived only with no open requisitions and every team archived', () => {
    expect(unitRefusal(unit, 'archive')).toBeNull();
    expect(unitRefusal({ ...unit, openRequisitions: 1 }, 'archive')).toBe('open_requisitions');
    expect(unitRefusal({ ...unit, activeTeams: 1 }, 'archive')).toBe('active_teams');
    expect(unitRefusal({ ...unit, isArchived: true }, 'update')).toBe('transition');
    expect(unitUserCan(anActor({ officeStaffFor: [orgA] }), { ...unit, isArchived: true })).toEqual([
      'unarchive',
    ]);
  });
});

describe('reachesGeolocation', () => {
  it('holders of manage_geographical_locations reach their organisations’ places and the shared ones', () => {
    const office = anActor({ officeStaffFor: [orgA] });
    expect(reachesGeolocation(office, orgA)).toBe(true);
    expect(reachesGeolocation(office, null)).toBe(true);
    expect(reachesGeolocation(office, orgB)).toBe(false);
    expect(reachesGeolocation(inGroup('management'), null)).toBe(false);
  });
});
