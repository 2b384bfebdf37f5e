import type { RouteEntry } from '../routes/table.ts';
import { allow, type GuardContext, type GuardDecision, redirectTo, type SignedInSession } from './guard.ts';

/**
 * Whether the user may see a route: public routes are open to all; a signed-out user goes to Login,
 * which remembers the URL asked for; a signed-in one passes the route's guards in order.
 */
export const evaluateRoute = (
  entry: RouteEntry,
  session: SignedInSession | null,
  params: GuardContext['params'],
  requestedUrl: string,
): GuardDecision => {
  if (entry.isPublic) return allow;
  if (session === null) return redirectTo('Login', { redirect: requestedUrl });
  for (const guard of entry.guards) {
    const decision = guard({ session, params });
    if (decision.kind === 'redirect') return decision;
  }
  return allow;
};

/**
 * Where sign-in leads: back to the remembered URL when it is a path of this app, else Home. A value such
 * as `//evil.example` or `https://…` is refused, so the login link cannot send anyone off-site.
 */
export const pathAfterSignIn = (remembered: string | null | undefined): string =>
  remembered?.startsWith('/') && !remembered.startsWith('//') && !remembered.startsWith('/\\')
    ? remembered
    : '/';
