import { describe, expect, it } from 'vitest';
import { anActor } from './actor-fixture.ts';
import { familyUserCan, reachesFamily, type ScopedFamily } from './family-scope.ts';
import { personProfileScope } from './person-profile-scope.ts';

const ofOne: ScopedFamily = {
  id: 50,
  organisationId: 1,
  members: [{ id: 100, familyId: 50, mobilisedBy: [1] }],
};
const empty: ScopedFamily = { id: 51, organisationId: 1, members: [] };
const mixed: ScopedFamily = {
  id: 52,
  organisationId: 2,
  members: [{ id: 103, familyId: 52, mobilisedBy: [2, 1] }],
};
const ofTwo: ScopedFamily = {
  id: 53,
  organisationId: 2,
  members: [{ id: 104, familyId: 53, mobilisedBy: [2] }],
};
const families = { ofOne, empty, mixed, ofTwo };

function reached(actor: ReturnType<typeof anActor>) {
  const scope = personProfileScope(actor, 'read');
  return Object.entries(families)
    .filter(([, family]) => reachesFamily(scope, family))
    .map(([name]) => name);
}

function editable(actor: ReturnType<typeof anActor>) {
  return Object.entries(families)
    .filter(([, family]) => familyUserCan(actor, family).includes('update'))
    .map(([name]) => name);
}

describe('the family scope', () => {
  it('reaches the families of the organisations and people a role reaches, and the own family', () => {
    expect(reached(anActor({ isAdmin: true }))).toEqual(['ofOne', 'empty', 'mixed', 'ofTwo']);
    expect(reached(anActor({ personProfileId: 999, officeStaffFor: [1] }))).toEqual([
      'ofOne',
      'empty',
      'mixed',
    ]);
    expect(reached(anActor({ personProfileId: 999, officeStaffFor: [2] }))).toEqual(['mixed', 'ofTwo']);
    expect(reached(anActor({ personProfileId: 100, familyId: 50, mobilisedBy: [1] }))).toEqual(['ofOne']);
    expect(reached(anActor({ personProfileId: 999, educationConsultantFor: [1] }))).toEqual([]);
  });

  it('lets those who run the family or one of its members edit it, not its members', () => {
    expect(editable(anActor({ personProfileId: 999, officeStaffFor: [1] }))).toEqual([
      'ofOne',
      'empty',
      'mixed',
    ]);
    expect(
      editable(
        anActor({ personProfileId: 999, securityGroups: [{ organisationId: 2, role: 'senior-leadership' }] }),
      ),
    ).toEqual(['mixed', 'ofTwo']);
    expect(editable(anActor({ personProfileId: 100, familyId: 50, mobilisedBy: [1] }))).toEqual([]);
  });
});
