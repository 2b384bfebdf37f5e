import { type CapabilityMap, type CapabilityName, capabilityNames } from '@mobilise/contract';
import type { SecurityGroupRole } from '../db/schema.ts';
import type { Actor } from './actor.ts';

/**
 * Which capabilities each role holds for its organisations. The spec names the
 * capabilities but not who holds them; this is our decision:
 * - office staff run their organisations' people, teams, units, positions, workflows, locations and
 *   ABO reports, so they hold all of them for the organisations they are staff for;
 * - senior leadership can do everything for its organisation (R-ROLE-014), so the same;
 * - leadership has every application and assignment but cannot create positions (R-ROLE-019): of the
 *   named capabilities only the ABO report (assignments) fits;
 * - management works on requisitions and papers, which no named capability covers.
 */
export const officeStaffCapabilities: readonly CapabilityName[] = capabilityNames;

export const securityGroupCapabilities: Record<SecurityGroupRole, readonly CapabilityName[]> = {
  'senior-leadership': capabilityNames,
  leadership: ['download_abo_report'],
  management: [],
};

/** The capability map of an actor: '*' for every name for an admin, else name → sorted organisation ids. */
export function capabilities(actor: Actor): CapabilityMap {
  if (actor.isAdmin) {
    return Object.fromEntries(capabilityNames.map((name) => [name, '*' as const]));
  }
  const grants = new Map<CapabilityName, Set<number>>();
  const grant = (names: readonly CapabilityName[], organisationId: number) => {
    for (const name of names) {
      grants.set(name, (grants.get(name) ?? new Set()).add(organisationId));
    }
  };
  for (const organisationId of actor.officeStaffFor) {
    grant(officeStaffCapabilities, organisationId);
  }
  for (const { organisationId, role } of actor.securityGroups) {
    grant(securityGroupCapabilities[role], organisationId);
  }
  const map: CapabilityMap = {};
  for (const name of capabilityNames) {
    const organisations = grants.get(name);
    if (organisations) {
      map[name] = [...organisations].sort((a, b) => a - b);
    }
  }
  return map;
}
