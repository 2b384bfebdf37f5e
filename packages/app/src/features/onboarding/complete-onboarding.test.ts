import { afterEach, expect, it, vi } from 'vitest';
import { completeOnboarding } from './complete-onboarding.ts';

afterEach(() => vi.unstubAllGlobals());

it('R-CALL-006 completing onboarding sends PUT /api/users/me/complete-onboarding with no body', async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(null, { status: 204 })),
  );
  vi.stubGlobal('localStorage', { getItem: () => 'en', setItem: () => {} });
  vi.stubGlobal('document', { cookie: 'XSRF-TOKEN=t' });
  await completeOnboarding();
  const [url, init] = vi.mocked(fetch).mock.calls[0] as unknown as [string, RequestInit];
  expect(url).toBe('/api/users/me/complete-onboarding');
  expect(init.method).toBe('PUT');
  expect(init.body).toBeUndefined();
});
