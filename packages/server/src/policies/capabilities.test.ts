import { type CapabilityMap, type CapabilityName, capabilityNames, hasCapability } from '@mobilise/contract';
import { describe, expect, it } from 'vitest';
import { anActor } from './actor-fixture.ts';
import { capabilities } from './capabilities.ts';

describe('capabilities', () => {
  it('R-ROLE-004 a capability holds only for the organisations its list names', () => {
    const map: CapabilityMap = { manage_teams: [2, 5] };
    const cases: [string, CapabilityName, number, boolean][] = [
      ['a listed organisation', 'manage_teams', 2, true],
      ['another listed organisation', 'manage_teams', 5, true],
      ['an unlisted organisation', 'manage_teams', 3, false],
      ['a capability missing from the map', 'manage_units', 2, false],
    ];
    for (const [label, name, organisationId, expected] of cases) {
      expect(hasCapability(map, name, organisationId), label).toBe(expected);
    }
    expect(hasCapability({ manage_teams: [] }, 'manage_teams', 2)).toBe(false);
  });

  it("R-ROLE-005 a capability whose value is '*' holds for all organisations", () => {
    const map: CapabilityMap = { download_abo_report: '*' };
    for (const organisationId of [1, 2, 999_999]) {
      expect(hasCapability(map, 'download_abo_report', organisationId)).toBe(true);
    }
    expect(hasCapability(map, 'manage_positions', 1)).toBe(false);
  });

  it("gives an admin '*' for every capability, whatever else they are", () => {
    const map = capabilities(anActor({ isAdmin: true, officeStaffFor: [3] }));
    expect(map).toEqual(Object.fromEntries(capabilityNames.map((name) => [name, '*'])));
  });

  it('gives office staff every capability for their staff organisations only', () => {
    const map = capabilities(anActor({ officeStaffFor: [4, 2] }));
    expect(Object.keys(map).sort()).toEqual([...capabilityNames].sort());
    for (const name of capabilityNames) {
      expect(map[name]).toEqual([2, 4]);
    }
  });

  it('gives a member, an education consultant and an international-office consultant no capability', () => {
    expect(capabilities(anActor({ mobilisedBy: [1] }))).toEqual({});
    expect(
      capabilities(anActor({ educationConsultantFor: [1], isInternationalOfficeConsultant: true })),
    ).toEqual({});
  });

  it('R-ROLE-014 R-ROLE-019 grants by security group: senior leadership all for its organisation, leadership no manage_positions, management none', () => {
    const cases = [
      { role: 'senior-leadership', expected: capabilityNames },
      { role: 'leadership', expected: ['download_abo_report'] },
      { role: 'management', expected: [] },
    ] as const;
    for (const { role, expected } of cases) {
      const map = capabilities(anActor({ securityGroups: [{ organisationId: 7, role }] }));
      expect(Object.keys(map).sort(), role).toEqual([...expected].sort());
      for (const name of expected) {
        expect(map[name], `${role} ${name}`).toEqual([7]);
      }
      expect(hasCapability(map, 'manage_positions', 7), role).toBe(role === 'senior-leadership');
    }
  });

  it('merges office staff and security-group organisations into one sorted list per capability', () => {
    const map = capabilities(
      anActor({
        officeStaffFor: [9],
        securityGroups: [
          { organisationId: 3, role: 'leadership' },
          { organisationId: 9, role: 'senior-leadership' },
        ],
      }),
    );
    expect(map.download_abo_report).toEqual([3, 9]);
    expect(map.manage_positions).toEqual([9]);
  });
});
