import type { CurrentUser, FeatureFlags, PageMetadata } from '@mobilise/contract';
import { matchRoute } from '../routes/match-route.ts';
import { targetPath } from '../routes/routePath.ts';
import { evaluateRoute } from './evaluate-route.ts';
import type { SignedInSession } from './guard.ts';

/** Every feature flag off: tests switch on what they need. */
export const noFlags: FeatureFlags = {
  leave_requests: false,
  travel_plans: false,
  education_plans: false,
  reviews: false,
  review_forms: false,
  mark_not_requiring_education_plan: false,
  leave_request_extensive_confirm_ended_flow: false,
  travel_plan_extensive_confirm_ended_flow: false,
};

/** A member with a profile and no role, mobilised by no organisation. */
export const memberUser: CurrentUser = {
  id: 1,
  is_admin: false,
  is_office_staff_for: [],
  mobilised_by_organisations: [],
  is_education_consultant_for: [],
  user_can: {},
  first_name: 'Ama',
  last_name: 'Mensah',
  person_profile_id: 11,
  avatar_id: null,
  known_as: null,
  language: 'en',
  member_status: 'ACTIVE',
  family_id: null,
  is_creative_access: false,
  requires_onboarding: false,
};

export interface SessionOverrides {
  user?: Partial<CurrentUser>;
  flags?: Partial<FeatureFlags>;
  metadata?: Partial<Omit<PageMetadata, 'feature_flags'>>;
  session?: Partial<Omit<SignedInSession, 'user' | 'metadata'>>;
}

/** A signed-in session: the member above, no flags, no restriction list, no active organisation. */
export const sessionOf = ({ user, flags, metadata, session }: SessionOverrides = {}): SignedInSession => ({
  user: { ...memberUser, ...user },
  metadata: {
    feature_flags: { ...noFlags, ...flags },
    banner: null,
    application_restriction_list: null,
    ...metadata,
  },
  activeOrganisationId: null,
  onboardingRunning: false,
  isInternationalOfficeConsultant: false,
  ...session,
});

/** Where asking for a URL leads first: the URL itself when the route lets the session in, else the redirect. */
export const firstStop = (url: string, session: SignedInSession | null): string => {
  const { pathname } = new URL(url, 'http://app.test');
  const { entry, params } = matchRoute(pathname);
  const decision = evaluateRoute(entry, session, params, url);
  return decision.kind === 'allow' ? url : targetPath(decision.to);
};
