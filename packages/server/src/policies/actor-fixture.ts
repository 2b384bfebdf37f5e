import type { Actor } from './actor.ts';

/** An actor for policy tests: a signed-in user with a profile and no role unless the test gives one. */
export function anActor(roles: Partial<Actor> = {}): Actor {
  return {
    userId: 1,
    personProfileId: 100,
    familyId: null,
    isAdmin: false,
    officeStaffFor: [],
    mobilisedBy: [],
    educationConsultantFor: [],
    isInternationalOfficeConsultant: false,
    securityGroups: [],
    ...roles,
  };
}
