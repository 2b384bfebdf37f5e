import { describe, expect, it } from 'vitest';
import { matchRoute } from '../../routes/match-route.ts';
import {
  advanceOnVisit,
  initialOnboardingProgress,
  type OnboardingOwner,
  type OnboardingProgress,
  onboardingSteps,
} from './onboarding-steps.ts';

const withFamily: OnboardingOwner = { personProfileId: 11, familyId: 4 };
const withoutFamily: OnboardingOwner = { personProfileId: 11, familyId: null };

/** The progress after visiting each URL in turn, from the start. */
const walk = (owner: OnboardingOwner, urls: string[], from = initialOnboardingProgress) =>
  urls.reduce<OnboardingProgress>((progress, url) => {
    const { entry, params } = matchRoute(url);
    return advanceOnVisit(progress, { name: entry.name, params }, owner);
  }, from);

const at = (step: OnboardingProgress['step']): OnboardingProgress => ({
  step,
  profileViewed: false,
  editingProfile: false,
});

describe('the onboarding steps', () => {
  it('R-ONBOARD-001 run in the order dashboard, profile, family, assignment, leave requests', () => {
    expect(onboardingSteps(withFamily)).toEqual([
      'dashboard',
      'profile',
      'family',
      'assignment',
      'leaveRequests',
    ]);
    expect(initialOnboardingProgress.step).toBe('dashboard');
  });

  it('R-ONBOARD-002 include the family step only when the user has a family', () => {
    expect(onboardingSteps(withoutFamily)).toEqual(['dashboard', 'profile', 'assignment', 'leaveRequests']);
    const profileDone = walk(withoutFamily, [
      '/my-aim',
      '/person-profiles/11',
      '/person-profiles/11/edit',
      '/person-profiles/11',
    ]);
    expect(profileDone.step).toBe('assignment');
  });
});

describe('a route change', () => {
  it.each([
    ['the dashboard', at('dashboard'), '/my-aim', 'profile'],
    ['the own family page', at('family'), '/families/4', 'assignment'],
    ['the my-family shortcut', at('family'), '/my-family', 'assignment'],
    ['an assignment', at('assignment'), '/assignments/1234', 'leaveRequests'],
    ['an assignment by full id', at('assignment'), '/assignments/abc-1234', 'leaveRequests'],
    [
      'the own assignment history',
      at('assignment'),
      '/person-profiles/11/assignment-history',
      'leaveRequests',
    ],
    ['the own leave requests', at('leaveRequests'), '/person-profiles/11/leave-requests', 'done'],
    ['a new leave request', at('leaveRequests'), '/person-profiles/11/leave-requests/create', 'done'],
    ['a leave request', at('leaveRequests'), '/leave-requests/9', 'done'],
  ] as const)('R-ONBOARD-003 to %s moves the step on', (_page, from, url, next) => {
    expect(walk(withFamily, [url], from).step).toBe(next);
  });

  it.each([
    ["another step's page", at('dashboard'), '/families/4'],
    ["someone else's family", at('family'), '/families/5'],
    ["someone else's leave requests", at('leaveRequests'), '/person-profiles/12/leave-requests'],
    ['an unrelated page', at('assignment'), '/requisitions'],
    ['any page once done', at('done'), '/my-aim'],
  ] as const)('R-ONBOARD-003 to %s leaves the step where it is', (_page, from, url) => {
    expect(walk(withFamily, [url], from).step).toBe(from.step);
  });

  it('R-ONBOARD-005 to the family page advances the step', () => {
    expect(walk(withFamily, ['/families/4'], at('family')).step).toBe('assignment');
  });

  it('R-ONBOARD-006 to the assignment page advances the step', () => {
    expect(walk(withFamily, ['/assignments/77'], at('assignment')).step).toBe('leaveRequests');
  });

  it('R-ONBOARD-007 to the leave pages advances the step', () => {
    expect(walk(withFamily, ['/person-profiles/11/leave-requests'], at('leaveRequests')).step).toBe('done');
  });
});

describe('the profile step', () => {
  it.each([
    [
      'viewing, editing, then leaving the edit',
      ['/person-profiles/11', '/person-profiles/11/edit', '/person-profiles/11'],
      'family',
    ],
    [
      'the my-profile and edit-my-profile shortcuts',
      ['/my-profile', '/edit-my-profile', '/my-aim'],
      'family',
    ],
    ['viewing only', ['/person-profiles/11'], 'profile'],
    ['viewing then still editing', ['/person-profiles/11', '/person-profiles/11/edit'], 'profile'],
    ['editing without viewing first', ['/person-profiles/11/edit', '/my-aim'], 'profile'],
    [
      "viewing someone else's profile",
      ['/person-profiles/12', '/person-profiles/11/edit', '/my-aim'],
      'profile',
    ],
    [
      "editing someone else's profile",
      ['/person-profiles/11', '/person-profiles/12/edit', '/my-aim'],
      'profile',
    ],
  ] as const)('R-ONBOARD-004 %s: %s', (_case, urls, next) => {
    expect(walk(withFamily, [...urls], at('profile')).step).toBe(next);
  });

  it('R-ONBOARD-001 the whole walk, in order, ends done', () => {
    const urls = [
      '/my-aim',
      '/person-profiles/11',
      '/person-profiles/11/edit',
      '/person-profiles/11',
      '/families/4',
      '/assignments/1234',
      '/person-profiles/11/leave-requests',
    ];
    expect(walk(withFamily, urls).step).toBe('done');
    expect(walk(withFamily, urls.slice(0, -1)).step).toBe('leaveRequests');
  });
});
