import type {
  Assignment,
  StartAssignmentWorkflowBody,
  StartableWorkflowTemplate,
  TaskInstance,
} from '@mobilise/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { CapabilityNotHeldError, NotFoundError, RequestValidationError } from '../../http/errors.ts';
import { customIssue } from '../../i18n/zod-issues.ts';
import { assignmentScope, isAssignmentInScope } from '../../policies/assignment-policy.ts';
import { assignmentTaskOwnerOf, startWorkflowVerdict } from '../../policies/assignment-workflow-policy.ts';
import type { RequestContext } from '../../request-context.ts';
import { startableWorkflowTemplates, workflowTemplate } from '../applications/repository.ts';
import { listVisibleTaskInstances, startWorkflow } from '../applications/service.ts';
import { auditOrganisationOf, writeAssignment } from './assignment-write.ts';
import { scopedAssignmentOf } from './presenter.ts';
import { type AssignmentRow, findAssignment } from './repository.ts';
import { type AssignmentsService, refusedOutOfScope, today } from './service.ts';

export interface AssignmentWorkflowServiceDependencies {
  db: Kysely<Database>;
  assignments: AssignmentsService;
}

/**
 * An assignment's workflow: started once from a template of one of its organisations, by those who act
 * on the assignment, its stages and tasks copied as an application's are; its task instances listed for
 * whoever sees them. Its tasks are then done through the task-instance calls, as an application's.
 */
export class AssignmentWorkflowService {
  constructor(private readonly deps: AssignmentWorkflowServiceDependencies) {}

  /**
   * Starts assignment `id`'s workflow, read by the caller at `version`, in one transaction with its audit
   * row: out of scope a logged 404, a reader a 403, a stale version or an assignment that has a workflow
   * already (or is abandoned or ended) a 409, a template that is not a live assignment template of one
   * of its organisations a 422; nothing is written on a refusal.
   */
  async start(ctx: RequestContext, id: number, body: StartAssignmentWorkflowBody): Promise<Assignment> {
    return writeAssignment(this.deps, ctx, id, {
      action: 'start_workflow',
      version: body.version,
      verdict: (scope, assignment, row) => startWorkflowVerdict(scope, assignment, hasWorkflow(row)),
      change: async (trx, row) => {
        const template = await workflowTemplate(
          trx,
          row.organisation_ids,
          body.workflow_template_id,
          'ASSIGNMENT',
        );
        // A template without stages would start nothing, and leave the assignment without a workflow.
        if (!template || template.stages.length === 0) {
          throw RequestValidationError.fromZodIssues(
            [customIssue(['workflow_template_id'], 'assignment_workflow_template_not_of_organisation')],
            'body',
          );
        }
        return {
          before: { workflow_template_id: null },
          after: {
            workflow_template_id: body.workflow_template_id,
            stages: template.stages.map((stage) => stage.name),
          },
          organisationId: auditOrganisationOf(row),
          write: async (now) => {
            await startWorkflow(
              trx,
              { type: 'ASSIGNMENT', id },
              template,
              {
                applicantUserId: await assigneeUserId(trx, row.assignee_id),
                positionHolders: new Map(
                  row.positions.map((position) => [
                    position.id,
                    position.assignments.flatMap((held) => held.user_ids),
                  ]),
                ),
              },
              now,
            );
            return bumpVersion(trx, id, now);
          },
        };
      },
    });
  }

  /**
   * The templates assignment `id`'s workflow may be started from, for whoever the start rule lets start
   * it (leadership too, who do not edit templates): out of scope a logged 404, a reader a 403. While it
   * cannot start now (a workflow already there, abandoned or ended) the list is still the one it would take.
   */
  async listStartableTemplates(ctx: RequestContext, id: number): Promise<StartableWorkflowTemplate[]> {
    const { row, scope, assignment } = await this.inScope(ctx, id);
    if (startWorkflowVerdict(scope, assignment, hasWorkflow(row)) === 'forbidden') {
      throw new CapabilityNotHeldError();
    }
    return startableWorkflowTemplates(this.deps.db, row.organisation_ids, 'ASSIGNMENT');
  }

  /** The assignment's task instances the caller may see, stage by stage; the assignment out of scope is a 404. */
  async listTaskInstances(ctx: RequestContext, id: number): Promise<TaskInstance[]> {
    const { scope, assignment } = await this.inScope(ctx, id);
    return listVisibleTaskInstances(this.deps.db, ctx.actor, scope, {
      subject: { type: 'ASSIGNMENT', id },
      scoped: assignmentTaskOwnerOf(assignment),
    });
  }

  /** Assignment `id` with the caller's scope, when it is in that scope; else a 404 (logged when it exists). */
  private async inScope(ctx: RequestContext, id: number) {
    const row = await findAssignment(this.deps.db, id, today(ctx.clock));
    if (!row) {
      throw new NotFoundError();
    }
    const scope = assignmentScope(ctx.actor);
    const assignment = scopedAssignmentOf(row);
    if (!isAssignmentInScope(scope, assignment)) {
      throw refusedOutOfScope(ctx, id);
    }
    return { row, scope, assignment };
  }
}

const hasWorkflow = (row: AssignmentRow) => row.stages.length > 0;

/** The assignee's user, who does the APPLICANT tasks once the assignment is shared with them; null without an account. */
async function assigneeUserId(trx: Kysely<Database>, personProfileId: number): Promise<number | null> {
  const row = await trx
    .selectFrom('person_profiles')
    .select('user_id')
    .where('id', '=', personProfileId)
    .executeTakeFirst();
  return row?.user_id ?? null;
}

/** Moves the assignment's version on (its workflow is part of it); answers the new version. */
async function bumpVersion(trx: Kysely<Database>, id: number, now: Date): Promise<number> {
  const row = await trx
    .updateTable('assignments')
    .set((eb) => ({ version: eb('version', '+', 1), updated_at: now }))
    .where('id', '=', id)
    .returning('version')
    .executeTakeFirstOrThrow();
  return row.version;
}
