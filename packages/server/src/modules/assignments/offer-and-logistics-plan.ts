import type {
  Assignment,
  AssignmentManagementAction,
  UpdateOfferBody,
  UpdateOutboundLogisticsPlanBody,
} from '@mobilise/contract';
import type { Kysely, Updateable } from 'kysely';
import { changedValues, type VersionedChange } from '../../audit/versioned-update.ts';
import type { AssignmentsTable, Database, OutboundLogisticsPlansTable } from '../../db/schema.ts';
import { assignmentManagementVerdict } from '../../policies/assignment-policy.ts';
import type { RequestContext } from '../../request-context.ts';
import { type AssignmentWrite, auditOrganisationOf, writeAssignment } from './assignment-write.ts';
import type { AssignmentRow } from './repository.ts';
import { type AssignmentsService, today } from './service.ts';

export interface OfferAndLogisticsPlanServiceDependencies {
  db: Kysely<Database>;
  assignments: AssignmentsService;
}

/** The assignee's answer to an offer. */
export type OfferAnswer = 'accept' | 'decline';

/** What becomes of a logistics plan: submitted, then approved or rejected. */
export type LogisticsPlanStep = 'submit' | 'approve' | 'reject';

const planStepRights: Record<LogisticsPlanStep, AssignmentManagementAction> = {
  submit: 'submit_logistics_plan',
  approve: 'decide_logistics_plan',
  reject: 'decide_logistics_plan',
};

const planStepStatuses = { submit: 'SUBMITTED', approve: 'APPROVED', reject: 'REJECTED' } as const;

/** The assignment's logistics plan as the audit row and the write see it. */
type Plan = NonNullable<AssignmentRow['outbound_logistics_plan']>;

/**
 * The offer for an assignment and its outbound logistics plan. Each write is one transaction with its
 * audit row (filed under the assignment, so its history shows it), refused as the assignment's actions
 * are: out of scope a logged 404, a caller without the right a 403, a stale version or a state that
 * withholds the right a 409, by the rule that gives the caller's user_can_manage.
 */
export class OfferAndLogisticsPlanService {
  constructor(private readonly deps: OfferAndLogisticsPlanServiceDependencies) {}

  /** Writes the offer's notes and status (creating the offer), at the assignment's version. */
  updateOffer(ctx: RequestContext, id: number, { version, notes, status }: UpdateOfferBody) {
    return this.write(ctx, id, 'edit_offer', 'offer.update', {
      version,
      change: (trx, row) => offerChange(trx, row, { offer_notes: notes, offer_status: status }),
    });
  }

  /** The assignee accepts (dated today by the server's clock) or declines the offer. */
  answerOffer(ctx: RequestContext, id: number, answer: OfferAnswer, version: number) {
    const after =
      answer === 'accept'
        ? { offer_status: 'ACCEPTED' as const, offer_accepted_on: today(ctx.clock) }
        : { offer_status: 'DECLINED' as const };
    return this.write(ctx, id, 'respond_to_offer', `offer.${answer}`, {
      version,
      change: (trx, row) => offerChange(trx, row, after),
    });
  }

  /** Writes the plan's notes at the plan's version; version 0 creates the plan, as a draft. */
  updatePlan(ctx: RequestContext, id: number, { version, notes }: UpdateOutboundLogisticsPlanBody) {
    return this.write(ctx, id, 'edit_logistics_plan', 'logistics_plan.update', {
      version,
      versionOf: planVersionOf,
      change: async (trx, row) => {
        const plan = row.outbound_logistics_plan;
        if (plan === null) {
          return {
            before: { status: null },
            after: { status: 'DRAFT', notes },
            organisationId: auditOrganisationOf(row),
            write: async (now) => {
              await trx
                .insertInto('outbound_logistics_plans')
                .values({ assignment_id: id, notes, created_at: now, updated_at: now })
                .execute();
              return undefined;
            },
          };
        }
        return planChange(trx, row, plan, { notes });
      },
    });
  }

  /**
   * Submits the plan (its submitter recorded), or approves or rejects a submitted one, at the plan's
   * version.
   */
  stepPlan(ctx: RequestContext, id: number, step: LogisticsPlanStep, version: number) {
    return this.write(ctx, id, planStepRights[step], `logistics_plan.${step}`, {
      version,
      versionOf: planVersionOf,
      change: async (trx, row) => {
        // The rule allows no step of an assignment without a plan.
        const plan = row.outbound_logistics_plan as Plan;
        const status = planStepStatuses[step];
        return planChange(
          trx,
          row,
          plan,
          step === 'submit' ? { status, submitted_by: ctx.actor.userId } : { status },
        );
      },
    });
  }

  /** A write under `right`, by the path every write of an assignment takes (writeAssignment). */
  private write(
    ctx: RequestContext,
    id: number,
    right: AssignmentManagementAction,
    action: string,
    write: Pick<AssignmentWrite, 'version' | 'versionOf' | 'change'>,
  ): Promise<Assignment> {
    return writeAssignment(this.deps, ctx, id, {
      ...write,
      action,
      verdict: (scope, assignment) => assignmentManagementVerdict(scope, assignment, right),
    });
  }
}

/** The version a plan write is checked against: the plan's, 0 while there is none. */
const planVersionOf = (row: AssignmentRow) => row.outbound_logistics_plan?.version ?? 0;

/** The offer's columns, all on the assignment's row. */
type OfferColumns = Partial<
  Pick<Updateable<AssignmentsTable>, 'offer_notes' | 'offer_status' | 'offer_accepted_on'>
>;

/** The offer's columns are the assignment's: writing them moves the assignment's version. */
async function offerChange(
  trx: Kysely<Database>,
  row: AssignmentRow,
  wanted: OfferColumns,
): Promise<VersionedChange> {
  return {
    ...changedValues(row, wanted),
    organisationId: auditOrganisationOf(row),
    write: async (now) => {
      const updated = await trx
        .updateTable('assignments')
        .set((eb) => ({ ...wanted, version: eb('version', '+', 1), updated_at: now }))
        .where('id', '=', row.id)
        .returning('version')
        .executeTakeFirstOrThrow();
      return updated.version;
    },
  };
}

/** What a plan write sets; submitting records who submitted it, and when. */
type PlanColumns = Partial<
  Pick<Updateable<OutboundLogisticsPlansTable>, 'notes' | 'status' | 'submitted_by'>
>;

/**
 * A write of the plan moves the plan's version, not the assignment's; the audit row, filed under the
 * assignment, names the plan's versions so they are not read as the assignment's.
 */
async function planChange(
  trx: Kysely<Database>,
  row: AssignmentRow,
  plan: Plan,
  wanted: PlanColumns,
): Promise<VersionedChange> {
  const { before, after } = changedValues(plan, wanted);
  const changes = Object.keys(after).length > 0;
  return {
    before: changes ? { ...before, plan_version: plan.version } : before,
    after: changes ? { ...after, plan_version: plan.version + 1 } : after,
    organisationId: auditOrganisationOf(row),
    write: async (now) => {
      await trx
        .updateTable('outbound_logistics_plans')
        .set((eb) => ({
          ...wanted,
          ...(wanted.submitted_by === undefined ? {} : { submitted_at: now }),
          version: eb('version', '+', 1),
          updated_at: now,
        }))
        .where('id', '=', plan.id)
        .execute();
      return undefined;
    },
  };
}
