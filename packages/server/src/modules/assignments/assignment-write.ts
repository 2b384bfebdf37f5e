import type { Assignment } from '@mobilise/contract';
import type { Kysely } from 'kysely';
import { type VersionedChange, versionedUpdate } from '../../audit/versioned-update.ts';
import type { Database } from '../../db/schema.ts';
import { CapabilityNotHeldError, TransitionNotAllowedError } from '../../http/errors.ts';
import {
  type AssignmentScope,
  assignmentScope,
  isAssignmentInScope,
  type ScopedAssignment,
} from '../../policies/assignment-policy.ts';
import type { RequestContext } from '../../request-context.ts';
import { lockAssignment } from './actions-repository.ts';
import { scopedAssignmentOf } from './presenter.ts';
import type { AssignmentRow } from './repository.ts';
import { type AssignmentsService, refusedOutOfScope, today } from './service.ts';

/**
 * The organisation an assignment's audit rows are filed under: the one that explored it, else the first
 * of its organisations.
 */
export const auditOrganisationOf = (row: AssignmentRow) =>
  row.explored_by?.id ?? row.organisation_ids[0] ?? null;

/** What a rule says of a write on an assignment in scope: made, refused to this caller, or not now. */
export type AssignmentVerdict = 'allowed' | 'forbidden' | 'not_now';

export interface AssignmentWrite {
  /** The audit row's action under the assignment (`abandon`, `offer.accept`, …). */
  action: string;
  /** The version the caller read. */
  version: number;
  /** The version that one is checked against: the assignment's, unless the write is of a part with its own. */
  versionOf?: (row: AssignmentRow) => number;
  /** The rule that decides the write, the same one that gives the caller's rights on the page. */
  verdict: (scope: AssignmentScope, assignment: ScopedAssignment, row: AssignmentRow) => AssignmentVerdict;
  /** Works out the change from the locked row; a refusal of the answers (a 422) is thrown here. */
  change: (trx: Kysely<Database>, row: AssignmentRow) => Promise<VersionedChange>;
}

/**
 * The one path of every write of an assignment, in one transaction: lock it, answer a logged 404 out of
 * the caller's scope and a 403 when the rule refuses the caller (who only reads it), a 409 for a stale
 * version or a state the rule does not allow the write from, then write with its audit row. Answers the
 * assignment as it now stands.
 */
export async function writeAssignment(
  deps: { db: Kysely<Database>; assignments: AssignmentsService },
  ctx: RequestContext,
  id: number,
  write: AssignmentWrite,
): Promise<Assignment> {
  const scope = assignmentScope(ctx.actor);
  const versionOf = write.versionOf ?? ((row: AssignmentRow) => row.version);
  await versionedUpdate<{ row: AssignmentRow; version: number }>(deps.db, ctx, {
    entity: 'assignment',
    entityId: id,
    action: write.action,
    expectedVersion: write.version,
    lock: async (trx) => {
      const row = await lockAssignment(trx, id, today(ctx.clock));
      return row && { row, version: versionOf(row) };
    },
    refuse: (_, { row }) => {
      const assignment = scopedAssignmentOf(row);
      if (!isAssignmentInScope(scope, assignment)) {
        throw refusedOutOfScope(ctx, id);
      }
      if (write.verdict(scope, assignment, row) === 'forbidden') {
        throw new CapabilityNotHeldError();
      }
    },
    change: async (trx, { row }) => {
      if (write.verdict(scope, scopedAssignmentOf(row), row) !== 'allowed') {
        throw new TransitionNotAllowedError();
      }
      return write.change(trx, row);
    },
  });
  return deps.assignments.get(ctx, id);
}
