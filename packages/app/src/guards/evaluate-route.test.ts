import { describe, expect, it } from 'vitest';
import { pathAfterSignIn } from './evaluate-route.ts';
import { firstStop, sessionOf } from './session-fixture.ts';

const publicUrls = [
  '/cx-entry',
  '/login',
  '/login/failed',
  '/register',
  '/register/expired',
  '/forgot-password',
  '/forgot-password/failed',
  '/reset-password',
  '/reset-password/expired',
];

describe('signed-out users (spec 01 §8, 02 §2)', () => {
  it.each(publicUrls)('R-ROUTE-012 %s is reachable without a session', (url) => {
    expect(firstStop(url, null)).toBe(url);
  });

  it.each(['/', '/my-aim', '/person-profiles/11/edit', '/orgs/3/members-directory?search=ann'])(
    '%s sends a signed-out user to /login, remembering the URL asked for',
    (url) => {
      expect(firstStop(url, null)).toBe(`/login?redirect=${encodeURIComponent(url)}`);
    },
  );

  it('an unknown path shows NotFound to a signed-out user too', () => {
    expect(firstStop('/no/such/page', null)).toBe('/no/such/page');
  });

  it('public pages stay open with a session', () => {
    expect(firstStop('/login', sessionOf())).toBe('/login');
  });
});

describe('after sign-in', () => {
  it.each([
    { remembered: '/orgs/3/members-directory?search=ann', to: '/orgs/3/members-directory?search=ann' },
    { remembered: '/my-aim', to: '/my-aim' },
    { remembered: null, to: '/' },
    { remembered: '', to: '/' },
    { remembered: '//evil.example/steal', to: '/' },
    { remembered: '/\\evil.example', to: '/' },
    { remembered: 'https://evil.example/', to: '/' },
    { remembered: 'javascript:alert(1)', to: '/' },
  ])('the user returns to $remembered only when it is a path of this app ($to)', ({ remembered, to }) => {
    expect(pathAfterSignIn(remembered)).toBe(to);
  });
});
