import { type CapabilityName, hasCapability } from '@mobilise/contract';
import type { Actor } from './actor.ts';
import { capabilities } from './capabilities.ts';

/**
 * How far an actor reaches one of an organisation's settings (its positions, its workflow templates):
 * - `manage`: they hold the setting's capability for it (office staff, senior leadership, admins);
 * - `read`: they may look but not change (a setting may grant this to some, see positionsAccess);
 * - `forbidden`: they belong to one of its security groups (leadership, management), so they know the
 *   organisation and meet its settings on its records, but may not manage them: a 403 that says so;
 * - `none`: the organisation is none of theirs, answered like an unknown one (404).
 */
export type SettingsAccess = 'manage' | 'read' | 'forbidden' | 'none';

export function settingsAccess(
  actor: Actor,
  organisationId: number,
  capability: CapabilityName,
): SettingsAccess {
  if (hasCapability(capabilities(actor), capability, organisationId)) {
    return 'manage';
  }
  if (actor.securityGroups.some((group) => group.organisationId === organisationId)) {
    return 'forbidden';
  }
  return 'none';
}
