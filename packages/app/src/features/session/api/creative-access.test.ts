import { afterEach, expect, it, vi } from 'vitest';
import { saveCreativeAccess } from './creative-access.ts';

afterEach(() => vi.unstubAllGlobals());

const sentCall = async (isOn: boolean) => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(null, { status: 204 })),
  );
  vi.stubGlobal('localStorage', { getItem: () => 'en', setItem: () => {} });
  vi.stubGlobal('document', { cookie: 'XSRF-TOKEN=t' });
  await saveCreativeAccess(isOn);
  const [url, init] = vi.mocked(fetch).mock.calls[0] as unknown as [string, RequestInit];
  return { url, method: init.method, body: init.body };
};

it('R-CALL-004 switching creative access on sends PUT api/person-profiles/me/enable-creative-access with no body', async () => {
  expect(await sentCall(true)).toEqual({
    url: '/api/person-profiles/me/enable-creative-access',
    method: 'PUT',
    body: undefined,
  });
});

it('R-CALL-005 switching creative access off sends PUT api/person-profiles/me/disable-creative-access with no body', async () => {
  expect(await sentCall(false)).toEqual({
    url: '/api/person-profiles/me/disable-creative-access',
    method: 'PUT',
    body: undefined,
  });
});
