import { type WorkflowTask, type WorkflowTaskInput, workflowTaskInputFields } from '@mobilise/contract';
import { type Kysely, sql } from 'kysely';
import type { Database, WorkflowSubjectType } from '../../db/schema.ts';

export interface TemplateRow {
  id: number;
  organisation_id: number | null;
  name: string;
  subject_type: WorkflowSubjectType;
  is_suggested: boolean;
  archived: boolean;
  version: number;
}

export interface StageWithTasks {
  id: number;
  name: string;
  tasks: WorkflowTask[];
}

const templateColumns = [
  'id',
  'organisation_id',
  'name',
  'subject_type',
  'is_suggested',
  'is_archived as archived',
  'version',
] as const;
// A task's columns are the fields its editor sends (the contract's), with its ids and its suggestion.
const taskColumns = ['id', 'stage_id', ...workflowTaskInputFields, 'suggested_task_id'] as const;

/**
 * An organisation's templates, or the suggested ones (organisation null): those not archived, then the
 * archived ones when asked for.
 */
export async function listTemplates(
  db: Kysely<Database>,
  organisationId: number | null,
  { includeArchived = false } = {},
): Promise<TemplateRow[]> {
  return db
    .selectFrom('workflow_templates')
    .select(templateColumns)
    .$if(!includeArchived, (query) => query.where('is_archived', '=', false))
    .$call((query) =>
      organisationId === null
        ? query.where('is_suggested', '=', true)
        : query.where('organisation_id', '=', organisationId).where('is_suggested', '=', false),
    )
    .orderBy('is_archived')
    .orderBy(sql`lower(name)`)
    .orderBy('id')
    .execute();
}

/** A template, archived or not. */
export async function findTemplate(
  db: Kysely<Database>,
  id: number,
  { lock = false } = {},
): Promise<TemplateRow | undefined> {
  return db
    .selectFrom('workflow_templates')
    .select(templateColumns)
    .where('id', '=', id)
    .$if(lock, (query) => query.forUpdate())
    .executeTakeFirst();
}

/**
 * The stages of the templates, in order, each with its tasks in order, by template id. A task without a
 * stage has left its template but stays for the task instances that point at it.
 */
export async function stagesOf(
  db: Kysely<Database>,
  templateIds: number[],
): Promise<Map<number, StageWithTasks[]>> {
  const byTemplate = new Map<number, StageWithTasks[]>(templateIds.map((id) => [id, []]));
  if (templateIds.length === 0) {
    return byTemplate;
  }
  const [stages, tasks] = await Promise.all([
    db
      .selectFrom('workflow_template_stages')
      .select(['id', 'workflow_template_id', 'name'])
      .where('workflow_template_id', 'in', templateIds)
      .orderBy('position')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('workflow_template_tasks')
      .select(taskColumns)
      .where('workflow_template_id', 'in', templateIds)
      .orderBy('position')
      .orderBy('id')
      .execute(),
  ]);
  const byStage = new Map<number, StageWithTasks>();
  for (const stage of stages) {
    const entry = { id: stage.id, name: stage.name, tasks: [] };
    byStage.set(stage.id, entry);
    byTemplate.get(stage.workflow_template_id)?.push(entry);
  }
  for (const { stage_id, ...task } of tasks) {
    if (stage_id !== null) {
      byStage.get(stage_id)?.tasks.push(task);
    }
  }
  return byTemplate;
}

export async function insertTemplate(
  db: Kysely<Database>,
  values: { organisation_id: number; name: string; subject_type: WorkflowSubjectType },
  now: Date,
): Promise<number> {
  const row = await db
    .insertInto('workflow_templates')
    .values({ ...values, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertStage(
  db: Kysely<Database>,
  values: { workflow_template_id: number; name: string; position: number },
): Promise<number> {
  const row = await db
    .insertInto('workflow_template_stages')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertTask(
  db: Kysely<Database>,
  task: WorkflowTaskInput & {
    workflow_template_id: number;
    stage_id: number;
    position: number;
    suggested_task_id: number | null;
  },
  now: Date,
): Promise<number> {
  const row = await db
    .insertInto('workflow_template_tasks')
    .values({ ...task, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A task of a suggested template, with where it stands; undefined when there is no such suggestion. */
export async function findSuggestedTask(db: Kysely<Database>, taskId: number) {
  return db
    .selectFrom('workflow_template_tasks as t')
    .innerJoin('workflow_templates as w', 'w.id', 't.workflow_template_id')
    .select(taskColumns.map((column) => `t.${column}` as const))
    .where('t.id', '=', taskId)
    .where('w.is_suggested', '=', true)
    .where('w.is_archived', '=', false)
    .executeTakeFirst();
}

/** The id of the template's task accepted from this suggestion, if it has one (one that left it is none). */
export async function acceptedCopy(db: Kysely<Database>, templateId: number, suggestedTaskId: number) {
  const row = await db
    .selectFrom('workflow_template_tasks')
    .select('id')
    .where('workflow_template_id', '=', templateId)
    .where('suggested_task_id', '=', suggestedTaskId)
    .where('stage_id', 'is not', null)
    .executeTakeFirst();
  return row?.id;
}

export async function stageOfTemplate(db: Kysely<Database>, templateId: number, stageId: number) {
  return db
    .selectFrom('workflow_template_stages')
    .select('id')
    .where('id', '=', stageId)
    .where('workflow_template_id', '=', templateId)
    .executeTakeFirst();
}

/** The position after the template's last task. */
export async function nextTaskPosition(db: Kysely<Database>, templateId: number): Promise<number> {
  const row = await db
    .selectFrom('workflow_template_tasks')
    .select(sql<number>`coalesce(max(position) + 1, 0)`.as('next'))
    .where('workflow_template_id', '=', templateId)
    .executeTakeFirstOrThrow();
  return Number(row.next);
}

/** The ids of the template's stages. */
export async function stageIdsOf(db: Kysely<Database>, templateId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('workflow_template_stages')
    .select('id')
    .where('workflow_template_id', '=', templateId)
    .execute();
  return rows.map((row) => row.id);
}

/** A task in its template, with whether task instances point at it. */
export type TaskInTemplate = WorkflowTask & { in_use: boolean };

/** The tasks in the template's stages (not those that left it), by id. */
export async function tasksInTemplate(
  db: Kysely<Database>,
  templateId: number,
): Promise<Map<number, TaskInTemplate>> {
  const rows = await db
    .selectFrom('workflow_template_tasks as t')
    .select(taskColumns.filter((column) => column !== 'stage_id').map((column) => `t.${column}` as const))
    .select((eb) =>
      eb
        .exists(eb.selectFrom('task_instances as ti').select('ti.id').whereRef('ti.task_id', '=', 't.id'))
        .as('in_use'),
    )
    .where('t.workflow_template_id', '=', templateId)
    .where('t.stage_id', 'is not', null)
    .execute();
  return new Map(rows.map((row) => [row.id, { ...row, in_use: Boolean(row.in_use) }]));
}

export async function updateTemplate(
  db: Kysely<Database>,
  id: number,
  changes: { name?: string; is_archived?: boolean },
  now: Date,
): Promise<number> {
  const row = await db
    .updateTable('workflow_templates')
    .set({ ...changes, updated_at: now, version: sql`version + 1` })
    .where('id', '=', id)
    .returning('version')
    .executeTakeFirstOrThrow();
  return row.version;
}

export async function updateStage(
  db: Kysely<Database>,
  id: number,
  values: { name: string; position: number },
) {
  await db.updateTable('workflow_template_stages').set(values).where('id', '=', id).execute();
}

export async function deleteStages(db: Kysely<Database>, ids: number[]) {
  if (ids.length > 0) {
    await db.deleteFrom('workflow_template_stages').where('id', 'in', ids).execute();
  }
}

export async function updateTask(
  db: Kysely<Database>,
  id: number,
  values: Partial<WorkflowTaskInput> & { stage_id: number; position: number },
  now: Date,
) {
  await db
    .updateTable('workflow_template_tasks')
    .set({ ...values, updated_at: now })
    .where('id', '=', id)
    .execute();
}

/** Takes tasks out of their template, keeping their rows for the task instances that point at them. */
export async function detachTasks(db: Kysely<Database>, ids: number[], now: Date) {
  if (ids.length > 0) {
    await db
      .updateTable('workflow_template_tasks')
      .set({ stage_id: null, updated_at: now })
      .where('id', 'in', ids)
      .execute();
  }
}

export async function deleteTasks(db: Kysely<Database>, ids: number[]) {
  if (ids.length > 0) {
    await db.deleteFrom('workflow_template_tasks').where('id', 'in', ids).execute();
  }
}
