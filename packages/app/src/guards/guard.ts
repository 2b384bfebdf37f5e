import type { CurrentUser, PageMetadata } from '@mobilise/contract';
import type { RouteArgs, RouteTarget } from '../routes/routePath.ts';
import { type LinkableRouteName, routeTarget } from '../routes/routePath.ts';

/** What the guards know about a signed-in user: the users/me answer plus the shell's own state. */
export interface SignedInSession {
  user: CurrentUser;
  metadata: PageMetadata;
  /** Chosen by `chooseActiveOrganisation`; null only when no organisation applies. */
  activeOrganisationId: number | null;
  /** The My AIM onboarding is running. */
  onboardingRunning: boolean;
  /** An education consultant of an international-office organisation. */
  isInternationalOfficeConsultant: boolean;
}

/** A guard's input: the session and the parameters of the URL asked for (strings, as a router gives them). */
export interface GuardContext {
  session: SignedInSession;
  params: Readonly<Record<string, string | undefined>>;
}

export type GuardDecision = { kind: 'allow' } | { kind: 'redirect'; to: RouteTarget };

/** A pure rule: the user may see the route, or goes elsewhere. */
export type Guard = (context: GuardContext) => GuardDecision;

export const allow: GuardDecision = { kind: 'allow' };

export const redirectTo = <Name extends LinkableRouteName>(
  name: Name,
  ...args: RouteArgs<Name>
): GuardDecision => ({
  kind: 'redirect',
  to: routeTarget(name, ...args),
});

export const goHome: GuardDecision = redirectTo('Home');

/** An organisation id from a URL parameter; anything but a positive whole number is no organisation. */
export const organisationIdParam = (params: GuardContext['params']): number | null => {
  const raw = params.org_id;
  return raw !== undefined && /^[1-9]\d*$/.test(raw) ? Number(raw) : null;
};
