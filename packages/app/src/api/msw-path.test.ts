import { describe, expect, it } from 'vitest';
import { mswMethod, mswPath } from './msw-path.ts';

describe('mswPath', () => {
  it("writes the table's path parameters as MSW's", () => {
    expect(mswPath('getPersonSecurityGroups')).toBe(
      '/api/organisations/:org_id/person-profiles/:id/security-groups',
    );
    expect(mswPath('listFamilies')).toBe('/api/families');
  });

  it('fills in the parameters given, leaving the others to match any value', () => {
    expect(mswPath('getOrganisationDashboard', { id: 3 })).toBe('/api/organisations/3/dashboard');
    expect(mswPath('getPersonSecurityGroups', { org_id: 3 })).toBe(
      '/api/organisations/3/person-profiles/:id/security-groups',
    );
  });
});

it("mswMethod names the endpoint's method as MSW's `http` does", () => {
  expect(mswMethod('updateAddress')).toBe('patch');
  expect(mswMethod('currentUser')).toBe('get');
});
