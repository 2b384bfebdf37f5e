import { HttpError } from '../../http/errors.ts';
import type { TeamRefusal, UnitRefusal } from '../../policies/team-policy.ts';

const reasons = {
  team_has_open_requisitions: 'This team has open requisitions: fill or archive them first.',
  team_has_active_members: 'This team has active members: it cannot be archived while they serve in it.',
  unit_has_open_requisitions: 'This unit has open requisitions: fill or archive them first.',
  unit_has_active_teams: 'This unit has teams that are not archived: archive them or move them first.',
} as const;
type Reason = keyof typeof reasons;

/**
 * 409: the step is one the record takes, but what hangs on it now holds it in place (a team with open
 * requisitions is not archived); the code and message name what, so the page can say it. One class per
 * reason, so each code is known without an instance.
 */
const heldInPlace = (code: Reason) =>
  class extends HttpError {
    override name = 'HeldInPlaceError';

    constructor() {
      super(409, code, reasons[code]);
    }
  };

export const TeamHasOpenRequisitionsError = heldInPlace('team_has_open_requisitions');
export const TeamHasActiveMembersError = heldInPlace('team_has_active_members');
export const UnitHasOpenRequisitionsError = heldInPlace('unit_has_open_requisitions');
export const UnitHasActiveTeamsError = heldInPlace('unit_has_active_teams');

/** The error of a refusal that is not a plain state-machine one. */
export function heldInPlaceError(
  refusal: Exclude<TeamRefusal, 'transition'> | { unit: Exclude<UnitRefusal, 'transition'> },
): HttpError {
  if (typeof refusal === 'object') {
    return refusal.unit === 'open_requisitions'
      ? new UnitHasOpenRequisitionsError()
      : new UnitHasActiveTeamsError();
  }
  return refusal === 'open_requisitions'
    ? new TeamHasOpenRequisitionsError()
    : new TeamHasActiveMembersError();
}
