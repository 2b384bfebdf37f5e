import { type FeatureFlags, featureFlagNames } from '@mobilise/contract';
import { describe, expect, it } from 'vitest';
import { firstStop } from '../../guards/session-fixture.ts';
import { storyMember } from '../my-aim/stories/index.ts';
import { signedInSessionOf } from './signed-in-session.ts';

const allOn = Object.fromEntries(featureFlagNames.map((name) => [name, true])) as FeatureFlags;

/** The signed-in session of users/me's answer with these feature flags, the admin exceptions out of the way. */
const sessionWith = (flags: FeatureFlags, banner: string | null = null) =>
  signedInSessionOf(
    {
      ...storyMember,
      is_admin: false,
      page_metadata: { feature_flags: flags, banner, application_restriction_list: [3] },
    },
    [{ id: 3 }],
    null,
  );

describe('the active organisation of the signed-in session', () => {
  const withRoles = (roles: Partial<typeof storyMember>, stored: number | null) =>
    signedInSessionOf(
      { ...storyMember, is_admin: false, is_office_staff_for: [], mobilised_by_organisations: [], ...roles },
      [{ id: 1 }, { id: 2 }, { id: 3 }],
      stored,
    ).activeOrganisationId;

  // The rule itself is the contract's; this checks that users/me's roles and the organisations reach it.
  it('R-ORG-006 R-ORG-007 R-ORG-008 R-ORG-009 is chosen from the roles of users/me, the organisations and the stored one', () => {
    expect(withRoles({ is_office_staff_for: [2, 3] }, 3)).toBe(3);
    expect(withRoles({ is_office_staff_for: [2, 3] }, 1)).toBe(2);
    expect(withRoles({ mobilised_by_organisations: [3, 1] }, 1)).toBe(3);
    expect(withRoles({ is_admin: true }, 2)).toBe(2);
    expect(withRoles({ is_admin: true }, 99)).toBe(1);
    expect(withRoles({}, 2)).toBeNull();
  });
});

describe('the feature flags of the signed-in session', () => {
  it('R-ROLE-022 come from the page metadata of users/me: leave requests, travel plans, education plans, reviews, review forms, mark-not-requiring-education-plan, the extensive confirm-ended flows (leave and travel), the application restriction and the banner', () => {
    expect([...featureFlagNames].sort()).toEqual(
      [
        'leave_requests',
        'travel_plans',
        'education_plans',
        'reviews',
        'review_forms',
        'mark_not_requiring_education_plan',
        'leave_request_extensive_confirm_ended_flow',
        'travel_plan_extensive_confirm_ended_flow',
      ].sort(),
    );
    const session = sessionWith({ ...allOn, reviews: false }, 'Down on *Saturday*');
    expect(session.metadata).toEqual({
      feature_flags: { ...allOn, reviews: false },
      banner: 'Down on *Saturday*',
      application_restriction_list: [3],
    });
    expect(firstStop('/reviews/5', session)).toBe('/');
    expect(firstStop('/reviews/5', sessionWith(allOn))).toBe('/reviews/5');
  });

  // The global flags, each the page-metadata flag that opens what its name says.
  it.each([
    { globalFlag: 'leaveRequestEnabled', flag: 'leave_requests', url: '/leave-requests/5' },
    { globalFlag: 'travelPlanEnabled', flag: 'travel_plans', url: '/travel-plans/5' },
    { globalFlag: 'educationPlanEnabled', flag: 'education_plans', url: '/education-plans' },
    { globalFlag: 'reviewsEnabled', flag: 'reviews', url: '/reviews/5' },
    {
      globalFlag: 'leaveRequestExtensiveConfirmEndedFlowEnabled',
      flag: 'leave_request_extensive_confirm_ended_flow',
      url: '/leave-requests/5/confirm-ended',
    },
    {
      globalFlag: 'travelPlanExtensiveConfirmEndedFlowEnabled',
      flag: 'travel_plan_extensive_confirm_ended_flow',
      url: '/travel-plans/5/confirm-ended',
    },
  ] as const)('R-ENTITY-027 the global flag $globalFlag is $flag: off, $url is closed', ({ flag, url }) => {
    expect(firstStop(url, sessionWith(allOn))).toBe(url);
    expect(firstStop(url, sessionWith({ ...allOn, [flag]: false }))).not.toBe(url);
  });
});
