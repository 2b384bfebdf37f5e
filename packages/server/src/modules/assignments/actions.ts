import type { Assignment, AssignmentChange } from '@mobilise/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { assignmentChangeVerdict } from '../../policies/assignment-policy.ts';
import type { RequestContext } from '../../request-context.ts';
import { type AssignmentFlags, updateAssignmentFlags } from './actions-repository.ts';
import { auditOrganisationOf, writeAssignment } from './assignment-write.ts';
import type { AssignmentsService } from './service.ts';

export interface AssignmentChangesServiceDependencies {
  db: Kysely<Database>;
  assignments: AssignmentsService;
}

/** What each change of the actions table writes. */
const flagsOf: Record<AssignmentChange, AssignmentFlags> = {
  abandon: { is_abandoned: true },
  restore: { is_abandoned: false },
  share_with_receiving_organisation: { is_shared_with_receiving_organisation: true },
  unshare_from_receiving_organisation: { is_shared_with_receiving_organisation: false },
  share_with_assignee: { is_shared_with_assignee: true },
  unshare_from_assignee: { is_shared_with_assignee: false },
};

/** The changes of an assignment's actions table: abandon, restore, and sharing it or not. */
export class AssignmentChangesService {
  constructor(private readonly deps: AssignmentChangesServiceDependencies) {}

  /**
   * Makes the change on assignment `id`, read by the caller at `version`, in one transaction with its
   * audit row. Out of scope is a logged 404, a caller who only reads it a 403, a stale version a 409
   * naming the current one, and a state the actions table does not allow the change from a 409: the
   * same rule as the caller's user_can. Answers the assignment as it now stands.
   */
  async change(
    ctx: RequestContext,
    id: number,
    change: AssignmentChange,
    version: number,
  ): Promise<Assignment> {
    return writeAssignment(this.deps, ctx, id, {
      action: change,
      version,
      verdict: (scope, assignment) => assignmentChangeVerdict(scope, assignment, change),
      change: async (trx, row) => {
        const after = flagsOf[change];
        const before = Object.fromEntries(
          Object.keys(after).map((key) => [key, row[key as keyof AssignmentFlags]]),
        );
        return {
          before,
          after,
          organisationId: auditOrganisationOf(row),
          write: (now) => updateAssignmentFlags(trx, id, after, now),
        };
      },
    });
  }
}
