// Free of zod, so that the app's guards on the first page can use it without the schemas.
import type { CapabilityMap } from './current-user.ts';

/** The capabilities the product defines; a capability map gives each the organisations it holds for. */
export const capabilityNames = [
  'create_person_profiles',
  'manage_teams',
  'manage_units',
  'download_abo_report',
  'manage_positions',
  'manage_workflow_templates',
  'manage_geographical_locations',
] as const;
export type CapabilityName = (typeof capabilityNames)[number];

/**
 * Whether a capability holds for an organisation: '*' holds for every organisation, a list
 * for the organisations it names; no organisation (null) only under '*'. The app's guards and the
 * server's policies both ask this.
 */
export function hasCapability(
  map: CapabilityMap,
  name: CapabilityName,
  organisationId: number | null,
): boolean {
  const scope = map[name];
  return scope === '*' || (organisationId !== null && (scope?.includes(organisationId) ?? false));
}
