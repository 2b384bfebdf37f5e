import { describe, expect, it } from 'vitest';
import { maySwitchActiveOrganisation, type SwitchingRoles } from './active-organisation.ts';

/** A user with no role but those given: what the app and the server both hand to the rule. */
const anActor = (roles: Partial<SwitchingRoles & Record<string, unknown>> = {}): SwitchingRoles => ({
  isAdmin: false,
  officeStaffFor: [],
  isInternationalOfficeConsultant: false,
  ...roles,
});

describe('the active organisation', () => {
  it('Z3 switching is allowed only for admins, office staff of that organisation, or international-office consultants on the positions page', () => {
    const cases = [
      ['admin, any organisation', anActor({ isAdmin: true }), 9, 'other', true],
      ['office staff of it', anActor({ officeStaffFor: [1, 2] }), 2, 'other', true],
      ['office staff of another', anActor({ officeStaffFor: [1, 2] }), 9, 'other', false],
      [
        'office staff of another, on the positions page',
        anActor({ officeStaffFor: [1] }),
        9,
        'positions',
        false,
      ],
      [
        'international-office consultant, positions page',
        anActor({ isInternationalOfficeConsultant: true }),
        9,
        'positions',
        true,
      ],
      [
        'international-office consultant, another page',
        anActor({ isInternationalOfficeConsultant: true }),
        9,
        'other',
        false,
      ],
      ['education consultant of it', anActor({ educationConsultantFor: [9] }), 9, 'positions', false],
      ['member mobilised by it', anActor({ mobilisedBy: [9] }), 9, 'other', false],
      [
        'leadership of it',
        anActor({ securityGroups: [{ organisationId: 9, role: 'leadership' }] }),
        9,
        'other',
        false,
      ],
    ] as const;
    for (const [label, actor, organisationId, page, expected] of cases) {
      expect(maySwitchActiveOrganisation(actor, organisationId, page), label).toBe(expected);
    }
  });
});
