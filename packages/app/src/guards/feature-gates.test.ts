import { describe, expect, it } from 'vitest';
import { firstStop, sessionOf } from './session-fixture.ts';

const staffOf3 = { is_office_staff_for: [3] };
const admin = { is_admin: true };

const leaveUrls = [
  '/leave-requests/5',
  '/leave-requests/5/created',
  '/leave-requests/5/edit',
  '/legacy-leave-requests/5',
  '/person-profiles/11/leave-requests',
  '/person-profiles/11/leave-requests/create',
  '/person-profiles/11/leave-or-travel/create',
  '/orgs/3/leave-requests',
  '/orgs/3/leave-and-travel',
];
const travelUrls = [
  '/travel-plans/5',
  '/travel-plans/5/created',
  '/travel-plans/5/edit',
  '/person-profiles/11/travel-plans',
  '/person-profiles/11/travel-plans/create',
  '/orgs/3/travel-plans',
];
const educationUrls = [
  '/education-plans-dashboard',
  '/education-plans',
  '/education-plans/4',
  '/education-plans/4/edit',
  '/person-profiles/11/education-plans/create',
];
const reviewUrls = ['/reviews/4', '/person-profiles/11/reviews', '/orgs/3/reviews'];

describe('feature-flagged routes (spec 01 §2.6)', () => {
  it.each(leaveUrls)('R-GUARD-001 %s goes Home while leave requests are off, and opens when on', (url) => {
    expect(firstStop(url, sessionOf({ user: staffOf3 }))).toBe('/');
    expect(firstStop(url, sessionOf({ user: staffOf3, flags: { leave_requests: true } }))).toBe(url);
  });

  it.each(travelUrls)('R-GUARD-002 %s needs both the leave and the travel flag', (url) => {
    const withFlags = (leave_requests: boolean, travel_plans: boolean) =>
      firstStop(url, sessionOf({ user: staffOf3, flags: { leave_requests, travel_plans } }));
    expect(withFlags(false, false)).toBe('/');
    expect(withFlags(true, false)).toBe('/');
    expect(withFlags(false, true)).toBe('/');
    expect(withFlags(true, true)).toBe(url);
  });

  it.each(educationUrls)(
    'R-GUARD-003 %s goes Home while education plans are off, and opens when on',
    (url) => {
      expect(firstStop(url, sessionOf())).toBe('/');
      expect(firstStop(url, sessionOf({ flags: { education_plans: true } }))).toBe(url);
    },
  );

  it.each(reviewUrls)('R-GUARD-004 %s goes Home while reviews are off, and opens when on', (url) => {
    expect(firstStop(url, sessionOf({ user: staffOf3 }))).toBe('/');
    expect(firstStop(url, sessionOf({ user: staffOf3, flags: { reviews: true } }))).toBe(url);
  });

  it.each(leaveUrls)(
    'R-GUARD-007 an admin passes the leave gate of %s while leave requests are off',
    (url) => {
      expect(firstStop(url, sessionOf({ user: admin }))).toBe(url);
    },
  );

  it.each(educationUrls)(
    'R-GUARD-008 an admin passes the education gate of %s while education plans are off',
    (url) => {
      expect(firstStop(url, sessionOf({ user: admin }))).toBe(url);
    },
  );

  it.each(travelUrls)('the admin exception does not open %s while the travel flag is off', (url) => {
    expect(firstStop(url, sessionOf({ user: admin, flags: { leave_requests: true } }))).toBe('/');
  });

  it.each(reviewUrls)('the admin exception does not open %s while reviews are off', (url) => {
    expect(firstStop(url, sessionOf({ user: admin }))).toBe('/');
  });
});

describe('confirm-ended routes (spec 01 §2.6)', () => {
  const leaveFlow = 'leave_request_extensive_confirm_ended_flow';
  const travelFlow = 'travel_plan_extensive_confirm_ended_flow';

  it.each([
    { url: '/leave-requests/5/confirm-ended', flow: leaveFlow, otherFlow: travelFlow },
    { url: '/travel-plans/5/confirm-ended', flow: travelFlow, otherFlow: leaveFlow },
  ])(
    'R-GUARD-005 $url opens only with the leave, travel and its own extensive-flow flags all on',
    ({ url, flow, otherFlow }) => {
      const allOn = { leave_requests: true, travel_plans: true, [flow]: true };
      expect(firstStop(url, sessionOf({ flags: allOn }))).toBe(url);
      for (const off of Object.keys(allOn)) {
        expect(firstStop(url, sessionOf({ flags: { ...allOn, [off]: false } }))).not.toBe(url);
      }
      const otherKindsFlow = { leave_requests: true, travel_plans: true, [otherFlow]: true };
      expect(firstStop(url, sessionOf({ flags: otherKindsFlow }))).not.toBe(url);
    },
  );

  it.each([
    { url: '/leave-requests/5/confirm-ended', flags: { leave_requests: true }, to: '/leave-requests/5' },
    {
      url: '/leave-requests/5/confirm-ended',
      flags: { leave_requests: true, travel_plans: true },
      to: '/leave-requests/5',
    },
    { url: '/leave-requests/5/confirm-ended', flags: { [leaveFlow]: true }, to: '/' },
    {
      url: '/travel-plans/5/confirm-ended',
      flags: { leave_requests: true, travel_plans: true },
      to: '/travel-plans/5',
    },
    {
      url: '/travel-plans/5/confirm-ended',
      flags: { leave_requests: true, [travelFlow]: true },
      to: '/',
    },
  ])(
    'R-GUARD-006 refused, $url goes to the show page when that is open, else Home ($to)',
    ({ url, flags, to }) => {
      expect(firstStop(url, sessionOf({ flags }))).toBe(to);
    },
  );
});
