import type { RequisitionAction, RequisitionAvailability, RequisitionStep } from '@mobilise/contract';
import type { Actor } from './actor.ts';
import { canChangeRequisitionsAndPapers } from './security-groups.ts';

/** The availability each step leaves a requisition in, and the ones it starts from. */
export const requisitionStepMoves = {
  fill: { from: ['OPEN'], to: 'FULFILLED' },
  archive: { from: ['OPEN', 'FULFILLED'], to: 'RETRACTED' },
  reopen: { from: ['FULFILLED', 'RETRACTED'], to: 'OPEN' },
} as const satisfies Record<
  RequisitionStep,
  { from: readonly RequisitionAvailability[]; to: RequisitionAvailability }
>;

/** Whether a requisition of this availability takes the action: an archived one is read-only until reopened. */
export function requisitionTakes(availability: RequisitionAvailability, action: RequisitionAction): boolean {
  if (action === 'update') {
    return availability !== 'RETRACTED';
  }
  return (requisitionStepMoves[action].from as readonly RequisitionAvailability[]).includes(availability);
}

/** What the actor may do to a requisition now (`user_can`): who runs its organisation, as its availability allows. */
export function requisitionUserCan(
  actor: Actor,
  requisition: { organisationId: number; availability: RequisitionAvailability },
): RequisitionAction[] {
  if (!canChangeRequisitionsAndPapers(actor, requisition.organisationId)) {
    return [];
  }
  return (['update', 'fill', 'archive', 'reopen'] as const).filter((action) =>
    requisitionTakes(requisition.availability, action),
  );
}
