import {
  type Assignment,
  type AssignmentManagementAction,
  assignmentStatusSteps,
  type CreateItineraryItemBody,
  type UpdateAssignmentPlanBody,
  type UpdateItineraryItemBody,
} from '@mobilise/contract';
import type { Kysely } from 'kysely';
import { changedValues, type VersionedChange } from '../../audit/versioned-update.ts';
import { organisationExists } from '../../db/organisation-exists.ts';
import type { Database } from '../../db/schema.ts';
import { NotFoundError, RequestValidationError, TransitionNotAllowedError } from '../../http/errors.ts';
import { assignmentManagementVerdict } from '../../policies/assignment-policy.ts';
import type { RequestContext } from '../../request-context.ts';
import { auditOrganisationOf, writeAssignment } from './assignment-write.ts';
import {
  type AssignmentPlanColumns,
  bumpAssignment,
  deleteItineraryItem,
  type ItineraryItemColumns,
  insertItineraryItem,
  updateItineraryItem,
} from './planning-repository.ts';
import type { AssignmentRow } from './repository.ts';
import type { AssignmentsService } from './service.ts';

export interface AssignmentPlanningServiceDependencies {
  db: Kysely<Database>;
  assignments: AssignmentsService;
}

/** The right every write of this service needs: the caller's user_can_manage shows it. */
const planning: AssignmentManagementAction = 'edit_plan';

/** The audit actions of the planning writes, filed under the assignment (`assignment.{action}`). */
export const planningAuditActions = {
  update: 'update',
  createItem: 'itinerary_item.create',
  updateItem: 'itinerary_item.update',
  deleteItem: 'itinerary_item.delete',
  readyToReceive: 'mark_ready_to_receive',
  notReadyToReceive: 'mark_not_ready_to_receive',
} as const;

type PlanningChange = (trx: Kysely<Database>, row: AssignmentRow) => Promise<VersionedChange>;

/**
 * Planning an assignment: its status, dates and financial clearance, and its itinerary, and whether the
 * receiving organisation is ready to receive the assignee. Each write is checked against the caller's
 * edit_plan right (set_ready_to_receive for the readiness), made at the version the caller read and
 * audited in one transaction, like the actions table's changes; each answers the assignment as it now
 * stands.
 */
export class AssignmentPlanningService {
  constructor(private readonly deps: AssignmentPlanningServiceDependencies) {}

  /**
   * Writes the planning fields sent. A status moves one step on or back (assignmentStatusSteps); any
   * other move is a 409, as is an abandoned assignment, which must be restored first, and a new
   * receiving organisation while the assignment is shared with the one it has (unshare it first).
   */
  async updatePlan(ctx: RequestContext, id: number, body: UpdateAssignmentPlanBody): Promise<Assignment> {
    const { version, status, proposed_dates, confirmed_dates, financial_clearance_was_given } = body;
    const { received_by_organisation_id } = body;
    return this.write(ctx, id, version, planningAuditActions.update, async (trx, row) => {
      if (
        status !== undefined &&
        status !== row.status &&
        !assignmentStatusSteps(row.status).includes(status)
      ) {
        throw new TransitionNotAllowedError();
      }
      const stored = { ...row, received_by_organisation_id: row.received_by?.id ?? null };
      if (
        received_by_organisation_id !== undefined &&
        received_by_organisation_id !== stored.received_by_organisation_id
      ) {
        if (row.is_shared_with_receiving_organisation) {
          throw new TransitionNotAllowedError();
        }
        if (!(await organisationExists(trx, received_by_organisation_id))) {
          throw new RequestValidationError({ received_by_organisation_id: ['is not an organisation'] });
        }
      }
      const wanted: AssignmentPlanColumns = {
        received_by_organisation_id,
        status,
        proposed_start_date: proposed_dates?.start_date,
        proposed_end_date: proposed_dates?.end_date,
        confirmed_start_date: confirmed_dates === null ? null : confirmed_dates?.start_date,
        confirmed_end_date: confirmed_dates === null ? null : confirmed_dates?.end_date,
        financial_clearance_was_given,
      };
      const sent = Object.fromEntries(
        Object.entries(wanted).filter(([, value]) => value !== undefined),
      ) as AssignmentPlanColumns;
      const { before, after } = changedValues(stored, sent);
      return {
        before,
        after,
        organisationId: auditOrganisationOf(row),
        write: (now) => bumpAssignment(trx, id, after as AssignmentPlanColumns, now),
      };
    });
  }

  async createItem(ctx: RequestContext, id: number, body: CreateItineraryItemBody): Promise<Assignment> {
    const { version, ...item } = body;
    return this.write(ctx, id, version, planningAuditActions.createItem, async (trx, row) => {
      const after: Record<string, unknown> = { itinerary_item_id: null, ...item };
      return {
        before: { itinerary_item_id: null },
        after,
        organisationId: auditOrganisationOf(row),
        write: async (now) => {
          // The audit row is written after this, so it names the id the item has just been given.
          after.itinerary_item_id = await insertItineraryItem(trx, id, item, now);
          return bumpAssignment(trx, id, {}, now);
        },
      };
    });
  }

  /** Changes the fields sent; an end before the start (sent or stored) is a 422 on `end_date`. */
  async updateItem(
    ctx: RequestContext,
    id: number,
    itemId: number,
    body: UpdateItineraryItemBody,
  ): Promise<Assignment> {
    const { version, ...changes } = body;
    return this.write(ctx, id, version, planningAuditActions.updateItem, async (trx, row) => {
      const stored = itemOf(row, itemId);
      const merged = { ...stored, ...changes };
      if (merged.start_date && merged.end_date && merged.end_date < merged.start_date) {
        throw new RequestValidationError({ end_date: ['must not be before the start date'] });
      }
      const { before, after } = changedValues(stored, changes);
      const changed = Object.keys(after).length > 0;
      return {
        before: changed ? { itinerary_item_id: itemId, ...before } : {},
        after: changed ? { itinerary_item_id: itemId, ...after } : {},
        organisationId: auditOrganisationOf(row),
        write: async (now) => {
          await updateItineraryItem(trx, itemId, after as Partial<ItineraryItemColumns>, now);
          return bumpAssignment(trx, id, {}, now);
        },
      };
    });
  }

  async deleteItem(ctx: RequestContext, id: number, itemId: number, version: number): Promise<Assignment> {
    return this.write(ctx, id, version, planningAuditActions.deleteItem, async (trx, row) => {
      const { id: _, ...stored } = itemOf(row, itemId);
      return {
        before: { itinerary_item_id: itemId, ...stored },
        after: { itinerary_item_id: null },
        organisationId: auditOrganisationOf(row),
        write: async (now) => {
          await deleteItineraryItem(trx, itemId);
          return bumpAssignment(trx, id, {}, now);
        },
      };
    });
  }

  /**
   * Says whether the receiving organisation is ready to receive the assignee, under the
   * set_ready_to_receive rule (its office staff, or an admin); saying what is already so is a 409.
   */
  async setReadyToReceive(ctx: RequestContext, id: number, version: number, ready: boolean) {
    const action = ready ? planningAuditActions.readyToReceive : planningAuditActions.notReadyToReceive;
    const column = 'receiving_organisation_is_ready_to_receive_assignment';
    return this.write(
      ctx,
      id,
      version,
      action,
      async (trx, row) => {
        if (row[column] === ready) {
          throw new TransitionNotAllowedError();
        }
        return {
          before: { [column]: row[column] },
          after: { [column]: ready },
          organisationId: auditOrganisationOf(row),
          write: (now) => bumpAssignment(trx, id, { [column]: ready }, now),
        };
      },
      'set_ready_to_receive',
    );
  }

  /** One planning write of assignment `id` read at `version`, under the rule of `right` (writeAssignment). */
  private write(
    ctx: RequestContext,
    id: number,
    version: number,
    action: string,
    change: PlanningChange,
    right: AssignmentManagementAction = planning,
  ): Promise<Assignment> {
    return writeAssignment(this.deps, ctx, id, {
      action,
      version,
      verdict: (scope, assignment) => assignmentManagementVerdict(scope, assignment, right),
      change,
    });
  }
}

/** The assignment's item `itemId`; another assignment's item, or none, is a 404. */
function itemOf(row: AssignmentRow, itemId: number) {
  const item = row.itinerary_items.find((candidate) => candidate.id === itemId);
  if (!item) {
    throw new NotFoundError();
  }
  return item;
}
