import { describe, expect, it } from 'vitest';
import { anActor } from './actor-fixture.ts';
import { positionsAccess, positionUserCan } from './position-policy.ts';

const orgA = 1;
const orgB = 2;

describe('positionsAccess', () => {
  it('R-ROLE-014 office staff and senior leadership of the organisation manage its positions', () => {
    expect(positionsAccess(anActor({ officeStaffFor: [orgA] }), orgA)).toBe('manage');
    expect(
      positionsAccess(
        anActor({ securityGroups: [{ organisationId: orgA, role: 'senior-leadership' }] }),
        orgA,
      ),
    ).toBe('manage');
    expect(positionsAccess(anActor({ isAdmin: true }), orgB)).toBe('manage');
  });

  it('R-ROLE-019 leadership cannot manage positions, nor can management: refused, not hidden', () => {
    for (const role of ['leadership', 'management'] as const) {
      expect(positionsAccess(anActor({ securityGroups: [{ organisationId: orgA, role }] }), orgA)).toBe(
        'forbidden',
      );
    }
  });

  it('international-office education consultants read every organisation’s positions', () => {
    expect(positionsAccess(anActor({ isInternationalOfficeConsultant: true }), orgB)).toBe('read');
  });

  it('another organisation’s staff and plain members reach nothing', () => {
    expect(positionsAccess(anActor({ officeStaffFor: [orgB] }), orgA)).toBe('none');
    expect(positionsAccess(anActor({ mobilisedBy: [orgA] }), orgA)).toBe('none');
    expect(
      positionsAccess(
        anActor({ securityGroups: [{ organisationId: orgB, role: 'senior-leadership' }] }),
        orgA,
      ),
    ).toBe('none');
  });
});

describe('positionUserCan', () => {
  it('a manager updates and removes a live position, nothing of a removed one; readers nothing', () => {
    expect(positionUserCan('manage', { removed: false })).toEqual(['update', 'remove']);
    expect(positionUserCan('manage', { removed: true })).toEqual([]);
    expect(positionUserCan('read', { removed: false })).toEqual([]);
  });
});
