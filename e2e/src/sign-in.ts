import type { BrowserContext } from 'playwright-core';

/** The demo sign-ins the embedded database is seeded with (README "Demo data"); e2e may only use HTTP, so they are repeated here. */
export const demoAccounts = {
  admin: 'admin@example.org',
  office: 'office@example.org',
  multiOffice: 'multi-office@example.org',
  officeAfrica: 'office-africa@example.org',
  consultant: 'consultant@example.org',
  consultantEurope: 'consultant-europe@example.org',
  member: 'member@example.org',
  applicant: 'applicant@example.org',
  newcomer: 'newcomer@example.org',
  seniorLeadership: 'senior-leadership@example.org',
  leadership: 'leadership@example.org',
} as const;
export type DemoRole = keyof typeof demoAccounts;
export const demoPassword = 'mobilise-demo';

/**
 * Signs a browser context in as a demo user through the API, as the login page does: the first
 * answer sets the XSRF-TOKEN cookie, which the sign-in echoes in X-XSRF-TOKEN. Journeys that are
 * about the sign-in screens themselves use the form instead.
 */
export async function signInAs(context: BrowserContext, role: DemoRole): Promise<void> {
  await signInWith(context, demoAccounts[role], demoPassword);
}

/** Signs a browser context in with an e-mail and password, as signInAs does: a user a journey made. */
export async function signInWith(context: BrowserContext, email: string, password: string): Promise<void> {
  await context.request.get('/api/health');
  const xsrf = (await context.cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value;
  if (!xsrf) throw new Error('The server set no XSRF-TOKEN cookie');
  const response = await context.request.post('/api/auth/login', {
    headers: { 'X-XSRF-TOKEN': decodeURIComponent(xsrf) },
    data: { email, password },
  });
  if (!response.ok()) {
    throw new Error(`Signing in as ${email} failed: ${response.status()} ${await response.text()}`);
  }
}
