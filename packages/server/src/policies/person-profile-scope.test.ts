import { describe, expect, it } from 'vitest';
import { anActor } from './actor-fixture.ts';
import { educationPlanOrganisations, isInScope, personProfileScope } from './person-profile-scope.ts';

const self = { id: 100, familyId: 50, mobilisedBy: [1] };
const spouse = { id: 101, familyId: 50, mobilisedBy: [1] };
const colleague = { id: 102, familyId: null, mobilisedBy: [1] };
const foreigner = { id: 103, familyId: 60, mobilisedBy: [2] };
const twoOrgs = { id: 104, familyId: null, mobilisedBy: [2, 1] };
const people = { self, spouse, colleague, foreigner, twoOrgs };

function reached(actor: ReturnType<typeof anActor>, access: 'read' | 'write') {
  const scope = personProfileScope(actor, access);
  return Object.entries(people)
    .filter(([, person]) => isInScope(scope, person))
    .map(([name]) => name);
}

describe('the person-profile scope', () => {
  it('reaches exactly the people each role may see', () => {
    const member = anActor({ familyId: 50, mobilisedBy: [1] });
    const cases = [
      ['admin', anActor({ isAdmin: true }), 'read', ['self', 'spouse', 'colleague', 'foreigner', 'twoOrgs']],
      [
        'office staff of 1',
        anActor({ officeStaffFor: [1] }),
        'read',
        ['self', 'spouse', 'colleague', 'twoOrgs'],
      ],
      [
        'office staff of 1, writing',
        anActor({ officeStaffFor: [1] }),
        'write',
        ['self', 'spouse', 'colleague', 'twoOrgs'],
      ],
      [
        'office staff of 2',
        anActor({ personProfileId: 999, officeStaffFor: [2] }),
        'read',
        ['foreigner', 'twoOrgs'],
      ],
      ['member, reading', member, 'read', ['self', 'spouse']],
      ['member, writing', member, 'write', ['self']],
      [
        'senior leadership of 2',
        anActor({ personProfileId: 999, securityGroups: [{ organisationId: 2, role: 'senior-leadership' }] }),
        'write',
        ['foreigner', 'twoOrgs'],
      ],
      [
        'leadership of 2',
        anActor({ personProfileId: 999, securityGroups: [{ organisationId: 2, role: 'leadership' }] }),
        'read',
        [],
      ],
      [
        'education consultant of 1',
        anActor({ personProfileId: 999, educationConsultantFor: [1] }),
        'read',
        [],
      ],
      ['user without a profile', anActor({ personProfileId: null }), 'read', []],
    ] as const;
    for (const [label, actor, access, expected] of cases) {
      expect(reached(actor, access), label).toEqual(expected);
    }
  });

  it('education plans: admins everywhere, consultants and office staff for their organisations', () => {
    expect(educationPlanOrganisations(anActor({ isAdmin: true }))).toBe('*');
    expect(
      educationPlanOrganisations(anActor({ educationConsultantFor: [3], officeStaffFor: [1, 3] })),
    ).toEqual([1, 3]);
    expect(educationPlanOrganisations(anActor({ mobilisedBy: [1] }))).toEqual([]);
  });
});
