import type { PositionAction } from '@mobilise/contract';
import type { Actor } from './actor.ts';
import { type SettingsAccess, settingsAccess } from './organisation-settings-access.ts';

/**
 * An organisation's positions are managed under manage_positions; international-office education
 * consultants read every organisation's positions besides.
 */
export function positionsAccess(actor: Actor, organisationId: number): SettingsAccess {
  const access = settingsAccess(actor, organisationId, 'manage_positions');
  return access !== 'manage' && actor.isInternationalOfficeConsultant ? 'read' : access;
}

/** A position's user_can: those who manage the organisation's positions update and remove a live one. */
export function positionUserCan(access: SettingsAccess, position: { removed: boolean }): PositionAction[] {
  if (access !== 'manage' || position.removed) {
    return [];
  }
  return ['update', 'remove'];
}
