import type {
  AcceptSuggestedTaskBody,
  ArchiveWorkflowTemplateQuery,
  CreateWorkflowTemplateBody,
  UpdateWorkflowTemplateBody,
  WorkflowStageEdit,
  WorkflowTask,
  WorkflowTaskInput,
  WorkflowTemplate,
  WorkflowTemplateListQuery,
} from '@mobilise/contract';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { writeAudit } from '../../audit/audit-log.ts';
import { changedValues, type VersionedChange, versionedUpdate } from '../../audit/versioned-update.ts';
import type { Database } from '../../db/schema.ts';
import { CapabilityNotHeldError, NotFoundError, RequestValidationError } from '../../http/errors.ts';
import { reachOrganisationSettings } from '../../http/organisation-settings-reach.ts';
import { customIssue } from '../../i18n/zod-issues.ts';
import { capabilities } from '../../policies/capabilities.ts';
import { type SettingsAccess, settingsAccess } from '../../policies/organisation-settings-access.ts';
import type { RequestContext } from '../../request-context.ts';
import { livePositionIds } from '../positions/repository.ts';
import type { StageWithTasks, TemplateRow } from './repository.ts';
import * as repository from './repository.ts';

export interface WorkflowTemplatesServiceDependencies {
  db: Kysely<Database>;
}

/**
 * An organisation's workflow templates, under manage_workflow_templates, and the suggested templates the
 * system provides, which anyone holding that capability for some organisation reads and takes tasks from.
 */
export class WorkflowTemplatesService {
  constructor(private readonly deps: WorkflowTemplatesServiceDependencies) {}

  async list(
    ctx: RequestContext,
    organisationId: number,
    query: WorkflowTemplateListQuery,
  ): Promise<WorkflowTemplate[]> {
    await this.#reach(ctx, organisationId);
    return this.#present(
      await repository.listTemplates(this.deps.db, organisationId, {
        includeArchived: query.include_archived ?? false,
      }),
    );
  }

  async listSuggested(ctx: RequestContext): Promise<WorkflowTemplate[]> {
    refuseUnlessManagesSomewhere(ctx);
    return this.#present(await repository.listTemplates(this.deps.db, null));
  }

  async get(ctx: RequestContext, id: number): Promise<WorkflowTemplate> {
    const row = await repository.findTemplate(this.deps.db, id);
    if (!row) {
      throw new NotFoundError();
    }
    if (row.organisation_id === null) {
      refuseUnlessManagesSomewhere(ctx);
    } else {
      await this.#reach(ctx, row.organisation_id);
    }
    return this.#one(this.deps.db, id);
  }

  async create(
    ctx: RequestContext,
    organisationId: number,
    body: CreateWorkflowTemplateBody,
  ): Promise<WorkflowTemplate> {
    await this.#reach(ctx, organisationId);
    const { actor, clock } = ctx;
    return this.deps.db.transaction().execute(async (trx) => {
      await refuseForeignPositions(
        trx,
        organisationId,
        body.stages.map((stage) => stage.tasks),
      );
      const now = clock.now();
      const id = await repository.insertTemplate(
        trx,
        { organisation_id: organisationId, name: body.name, subject_type: body.subject_type },
        now,
      );
      let taskPosition = 0;
      for (const [stagePosition, stage] of body.stages.entries()) {
        const stageId = await repository.insertStage(trx, {
          workflow_template_id: id,
          name: stage.name,
          position: stagePosition,
        });
        for (const task of stage.tasks) {
          await repository.insertTask(
            trx,
            {
              ...task,
              workflow_template_id: id,
              stage_id: stageId,
              position: taskPosition,
              suggested_task_id: null,
            },
            now,
          );
          taskPosition += 1;
        }
      }
      const created = await this.#one(trx, id);
      await writeAudit(
        trx,
        {
          actorUserId: actor.userId,
          organisationId,
          entity: 'workflow_template',
          entityId: id,
          action: 'create',
          before: null,
          after: {
            name: created.name,
            subject_type: created.subject_type,
            stages: created.stages,
            version: 1,
          },
        },
        now,
      );
      return created;
    });
  }

  /**
   * Takes a suggested task into a stage of the template, remembering where it came from. Accepting the
   * same suggestion again changes nothing (no new task, no version, no audit row).
   */
  async acceptSuggestedTask(
    ctx: RequestContext,
    templateId: number,
    suggestedTaskId: number,
    body: AcceptSuggestedTaskBody,
  ): Promise<WorkflowTemplate> {
    return this.#change(ctx, templateId, body.version, async (trx, row) => {
      const suggestion = await repository.findSuggestedTask(trx, suggestedTaskId);
      if (!suggestion) {
        throw new NotFoundError();
      }
      if (!(await repository.stageOfTemplate(trx, templateId, body.stage_id))) {
        throw RequestValidationError.fromZodIssues(
          [customIssue(['stage_id'], 'stage_not_in_template')],
          'body',
        );
      }
      if ((await repository.acceptedCopy(trx, templateId, suggestedTaskId)) !== undefined) {
        return { before: {}, after: {}, organisationId: row.organisation_id, write: async () => undefined };
      }
      const { id: _suggestionId, stage_id: _suggestionStage, suggested_task_id: _, ...task } = suggestion;
      return {
        before: {},
        after: { accepted_suggested_task_id: suggestedTaskId, stage_id: body.stage_id },
        organisationId: row.organisation_id,
        write: async (now) => {
          await repository.insertTask(
            trx,
            {
              ...task,
              workflow_template_id: templateId,
              stage_id: body.stage_id,
              position: await repository.nextTaskPosition(trx, templateId),
              suggested_task_id: suggestedTaskId,
            },
            now,
          );
          return repository.updateTemplate(trx, templateId, {}, now);
        },
      };
    });
  }

  /**
   * Edits the template as a whole: its name, and its stages and tasks in the order sent. A stage or task
   * sent with its id is kept; one left out leaves the template. Running applications copied their stages
   * and their task instances point at the template's tasks, so a task they use is never changed or
   * deleted: left out, it only leaves the template; changed, a new task takes its place in it (keeping
   * its suggestion) and the old one stays as it was for them.
   */
  async update(ctx: RequestContext, id: number, body: UpdateWorkflowTemplateBody): Promise<WorkflowTemplate> {
    const { version, ...wanted } = body;
    return this.#change(ctx, id, version, async (trx, row) => {
      const stored = (await repository.stagesOf(trx, [id])).get(id) ?? [];
      const tasks = await repository.tasksInTemplate(trx, id);
      if (wanted.stages !== undefined) {
        await refuseUnknownParts(trx, row, wanted.stages, tasks);
      }
      const { before, after } = changedValues(
        { name: row.name, stages: stored.map(asEdited) },
        {
          ...(wanted.name !== undefined && { name: wanted.name }),
          ...(wanted.stages !== undefined && { stages: wanted.stages.map(asEdited) }),
        },
      );
      return {
        before,
        after,
        organisationId: row.organisation_id,
        write: async (now) => {
          if (wanted.stages !== undefined) {
            await writeStages(trx, id, wanted.stages, tasks, now);
          }
          return repository.updateTemplate(
            trx,
            id,
            wanted.name === undefined ? {} : { name: wanted.name },
            now,
          );
        },
      };
    });
  }

  /** Archiving keeps the template and its tasks for the applications that use it; it is offered no more. */
  async archive(
    ctx: RequestContext,
    id: number,
    { version }: ArchiveWorkflowTemplateQuery,
  ): Promise<WorkflowTemplate> {
    return this.#change(ctx, id, version, async (trx, row) => ({
      before: { archived: false },
      after: { archived: true },
      organisationId: row.organisation_id,
      write: (now) => repository.updateTemplate(trx, id, { is_archived: true }, now),
    }));
  }

  /**
   * A versioned change of an organisation's template the caller manages, answered with the template.
   * Suggested templates are no one's to change (404); an archived one takes no more changes (422).
   */
  async #change(
    ctx: RequestContext,
    id: number,
    expectedVersion: number,
    changeOf: (trx: Kysely<Database>, row: TemplateRow) => Promise<VersionedChange>,
  ): Promise<WorkflowTemplate> {
    const { db } = this.deps;
    await versionedUpdate(db, ctx, {
      entity: 'workflow_template',
      entityId: id,
      expectedVersion,
      lock: async (trx) => {
        const row = await repository.findTemplate(trx, id, { lock: true });
        return row?.organisation_id === null ? undefined : row;
      },
      refuse: async (trx, row) => {
        await this.#reach(ctx, row.organisation_id as number, trx);
      },
      change: async (trx, row) => {
        if (row.archived) {
          throw RequestValidationError.fromZodIssues([customIssue(['id'], 'template_archived')], 'params');
        }
        return changeOf(trx, row);
      },
    });
    return this.#one(db, id);
  }

  async #reach(
    ctx: RequestContext,
    organisationId: number,
    db: Kysely<Database> = this.deps.db,
  ): Promise<SettingsAccess> {
    const access = settingsAccess(ctx.actor, organisationId, 'manage_workflow_templates');
    return reachOrganisationSettings(db, ctx, {
      name: 'workflow_templates',
      organisationId,
      access,
      need: 'manage',
    });
  }

  async #one(db: Kysely<Database>, id: number): Promise<WorkflowTemplate> {
    const row = await repository.findTemplate(db, id);
    if (!row) {
      throw new NotFoundError();
    }
    const [template] = await this.#present([row], db);
    return template as WorkflowTemplate;
  }

  async #present(rows: TemplateRow[], db: Kysely<Database> = this.deps.db): Promise<WorkflowTemplate[]> {
    const stages = await repository.stagesOf(
      db,
      rows.map((row) => row.id),
    );
    return rows.map((row) => ({
      ...row,
      stages: stages.get(row.id) ?? [],
      // The caller reached the template through the capability; suggested and archived ones are read-only.
      user_can:
        row.is_suggested || row.archived ? [] : (['accept_suggested_tasks', 'edit', 'archive'] as const),
    }));
  }
}

/** Suggested templates are for those who build templates somewhere: anyone else gets a 403. */
function refuseUnlessManagesSomewhere({ actor }: RequestContext): void {
  const scope = capabilities(actor).manage_workflow_templates;
  if (scope === undefined || (scope !== '*' && scope.length === 0)) {
    throw new CapabilityNotHeldError();
  }
}

/** The stages and tasks of the template as an edit sends them: ids, names and what each task is, in order. */
function asEdited(stage: WorkflowStageEdit | StageWithTasks) {
  return {
    id: stage.id,
    name: stage.name,
    tasks: stage.tasks.map((task) => ({ id: task.id, ...taskContent(task) })),
  };
}

/** What a task is, without its id, place or suggestion: what a task instance reads from it. */
function taskContent(task: WorkflowTaskInput | WorkflowTask): WorkflowTaskInput {
  return {
    title: task.title,
    description: task.description,
    assignee_type: task.assignee_type,
    assignee_security_group_role: task.assignee_security_group_role,
    responsible_position_id: task.responsible_position_id,
    due_offset_days: task.due_offset_days,
    completion_type: task.completion_type,
    form_name: task.form_name,
  };
}

/**
 * An edit names only the template's own stages and tasks, each once (422 on the id otherwise), and a
 * task it gives to a position's holder names a live position of the organisation, unless the task named
 * that position already (a position removed since stays on the tasks that had it).
 */
async function refuseUnknownParts(
  db: Kysely<Database>,
  row: TemplateRow,
  stages: WorkflowStageEdit[],
  tasks: Map<number, WorkflowTask>,
): Promise<void> {
  const stageIds = new Set(await repository.stageIdsOf(db, row.id));
  const seenStages = new Set<number>();
  const seenTasks = new Set<number>();
  const issues: z.core.$ZodIssue[] = [];
  for (const [stageIndex, stage] of stages.entries()) {
    if (stage.id !== undefined) {
      if (!stageIds.has(stage.id)) {
        issues.push(customIssue(['stages', stageIndex, 'id'], 'stage_not_in_template'));
      } else if (seenStages.has(stage.id)) {
        issues.push(customIssue(['stages', stageIndex, 'id'], 'stage_named_twice'));
      }
      seenStages.add(stage.id);
    }
    for (const [taskIndex, task] of stage.tasks.entries()) {
      if (task.id !== undefined) {
        if (!tasks.has(task.id) || seenTasks.has(task.id)) {
          issues.push(customIssue(['stages', stageIndex, 'tasks', taskIndex, 'id'], 'task_not_in_template'));
        }
        seenTasks.add(task.id);
      }
    }
  }
  if (issues.length > 0) {
    throw RequestValidationError.fromZodIssues(issues, 'body');
  }
  await refuseForeignPositions(
    db,
    row.organisation_id as number,
    stages.map((stage) =>
      stage.tasks.map((task) =>
        task.id !== undefined && tasks.get(task.id)?.responsible_position_id === task.responsible_position_id
          ? { ...task, responsible_position_id: null }
          : task,
      ),
    ),
  );
}

/**
 * Writes the edited stages in order: kept stages renamed and moved, new ones added, the others deleted;
 * tasks likewise, numbered across the template as a created one's are, except that a task task instances
 * use is never changed or deleted (see `update`).
 */
async function writeStages(
  db: Kysely<Database>,
  templateId: number,
  stages: WorkflowStageEdit[],
  tasks: Map<number, repository.TaskInTemplate>,
  now: Date,
): Promise<void> {
  const storedStageIds = await repository.stageIdsOf(db, templateId);
  const keptStages = new Set<number>();
  const keptTasks = new Set<number>();
  let taskPosition = 0;
  for (const [stagePosition, stage] of stages.entries()) {
    let stageId = stage.id;
    if (stageId === undefined) {
      stageId = await repository.insertStage(db, {
        workflow_template_id: templateId,
        name: stage.name,
        position: stagePosition,
      });
    } else {
      await repository.updateStage(db, stageId, { name: stage.name, position: stagePosition });
      keptStages.add(stageId);
    }
    for (const task of stage.tasks) {
      const stored = task.id === undefined ? undefined : tasks.get(task.id);
      const content = taskContent(task);
      const place = { stage_id: stageId, position: taskPosition };
      if (stored && (!stored.in_use || JSON.stringify(taskContent(stored)) === JSON.stringify(content))) {
        await repository.updateTask(db, stored.id, { ...content, ...place }, now);
        keptTasks.add(stored.id);
      } else {
        await repository.insertTask(
          db,
          {
            ...content,
            ...place,
            workflow_template_id: templateId,
            suggested_task_id: stored?.suggested_task_id ?? null,
          },
          now,
        );
      }
      taskPosition += 1;
    }
  }
  const left = [...tasks.values()].filter((task) => !keptTasks.has(task.id));
  await repository.detachTasks(
    db,
    left.filter((task) => task.in_use).map((task) => task.id),
    now,
  );
  await repository.deleteTasks(
    db,
    left.filter((task) => !task.in_use).map((task) => task.id),
  );
  await repository.deleteStages(
    db,
    storedStageIds.filter((id) => !keptStages.has(id)),
  );
}

/** A task done by a position's holder names a live position of the template's own organisation (Z5). */
async function refuseForeignPositions(
  db: Kysely<Database>,
  organisationId: number,
  tasksByStage: WorkflowTaskInput[][],
): Promise<void> {
  const named = tasksByStage.flat().flatMap((task) => task.responsible_position_id ?? []);
  const live = await livePositionIds(db, organisationId, [...new Set(named)]);
  const issues = tasksByStage.flatMap((tasks, stage) =>
    tasks.flatMap((task, index) =>
      task.responsible_position_id !== null && !live.includes(task.responsible_position_id)
        ? [
            customIssue(
              ['stages', stage, 'tasks', index, 'responsible_position_id'],
              'position_not_of_organisation',
            ),
          ]
        : [],
    ),
  );
  if (issues.length > 0) {
    throw RequestValidationError.fromZodIssues(issues, 'body');
  }
}
