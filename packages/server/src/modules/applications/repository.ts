import type {
  ApplicationSort,
  ApplicationStatus,
  Appointment,
  PersonStatusFlag,
  PositionWithAssignments,
  TaskInstanceStatus,
  TermType,
} from '@mobilise/contract';
import { type Expression, type Kysely, type RawBuilder, type SqlBool, sql } from 'kysely';
import { jsonb } from '../../db/json.ts';
import type {
  Database,
  SecurityGroupRole,
  WorkflowSubjectType,
  WorkflowTaskAssigneeType,
  WorkflowTaskCompletionType,
} from '../../db/schema.ts';
import type { ApplicationScope } from '../../policies/application-policy.ts';
import type { TaskFormAnswers } from './task-forms.ts';

/** The filters of `GET api/applications` the repository applies. */
export interface ApplicationFilters {
  ids?: number[];
  /** The numbers the app shows and puts in its paths. */
  publicIds?: number[];
  applicantIds?: number[];
  organisationIds?: number[];
  /** Applications on which one of these positions is held. */
  positionIds?: number[];
  statuses?: ApplicationStatus[];
  /** The name of the current stage: the first one not completed of a running application. */
  stage?: string;
}

export interface StageJson {
  id: number;
  name: string;
  position: number;
  completed: boolean;
}

/** One application with everything its contract shape shows, and what the policy needs. */
export interface ApplicationRow {
  id: number;
  public_id: number;
  organisation_id: number;
  title: string;
  about: string | null;
  status: ApplicationStatus;
  term_type: TermType;
  version: number;
  applicant_ids: number[];
  invited_applicant_ids: number[];
  position_holder_ids: number[];
  positions: PositionWithAssignments[];
  appointments: Appointment[];
  stages?: StageJson[];
}

const jsonList = (query: RawBuilder<unknown>) => sql`coalesce((${query}), '[]'::json)`;

/**
 * What a workflow belongs to: an application, or an assignment. Both keep their own copy of the
 * template's stages, and their task instances name them as their subject.
 */
export interface WorkflowSubject {
  type: WorkflowSubjectType;
  id: number;
}

/** The stages' column naming what they belong to. */
const stageOwnerColumn = ({ type }: Pick<WorkflowSubject, 'type'>) =>
  type === 'APPLICATION' ? 's.application_id' : 's.assignment_id';

/** The workflow stages of the subject whose id is in `idColumn` of the outer query, in order (StageJson). */
export function workflowStagesJson(type: WorkflowSubjectType, idColumn: string) {
  return jsonList(sql`select json_agg(json_build_object('id', s.id, 'name', s.name, 'position', s.position,
      'completed', s.completed_at is not null) order by s.position, s.id)
    from application_workflow_stages s where ${sql.ref(stageOwnerColumn({ type }))} = ${sql.ref(idColumn)}`);
}

/** The person profiles holding a position on `ap`. */
const positionHolders = sql`select hp.id from position_assignments pa
  join person_profiles hp on hp.user_id = pa.user_id
  where pa.subject_type = 'APPLICATION' and pa.subject_id = ap.id`;

/** `ap` is one the scope reaches: the WHERE form of isApplicationInScope. */
function inScope(scope: ApplicationScope): Expression<SqlBool> {
  const { records, selfId } = scope;
  if (records.all) {
    return sql<SqlBool>`true`;
  }
  const reaches: RawBuilder<SqlBool>[] = [];
  if (records.organisationIds.length > 0) {
    reaches.push(sql`ap.organisation_id in (${sql.join(records.organisationIds)})`);
  }
  if (records.positionHolderId !== null && records.positionOrganisationIds.length > 0) {
    reaches.push(sql`(ap.organisation_id in (${sql.join(records.positionOrganisationIds)})
      and ${records.positionHolderId} in (${positionHolders}))`);
  }
  if (selfId !== null) {
    reaches.push(sql`exists (select 1 from application_applicants aa
      where aa.application_id = ap.id and aa.person_profile_id = ${selfId})`);
    reaches.push(sql`exists (select 1 from application_invited_applicants ai
      where ai.application_id = ap.id and ai.person_profile_id = ${selfId})`);
  }
  return reaches.length > 0 ? sql<SqlBool>`(${sql.join(reaches, sql` or `)})` : sql<SqlBool>`false`;
}

function matching(filters: ApplicationFilters): Expression<SqlBool>[] {
  const conditions: RawBuilder<SqlBool>[] = [];
  if (filters.ids) {
    conditions.push(sql`ap.id in (${sql.join(filters.ids)})`);
  }
  if (filters.publicIds) {
    conditions.push(sql`ap.public_id in (${sql.join(filters.publicIds)})`);
  }
  if (filters.applicantIds) {
    conditions.push(sql`exists (select 1 from application_applicants fa
      where fa.application_id = ap.id and fa.person_profile_id in (${sql.join(filters.applicantIds)}))`);
  }
  if (filters.organisationIds) {
    conditions.push(sql`ap.organisation_id in (${sql.join(filters.organisationIds)})`);
  }
  if (filters.positionIds) {
    conditions.push(sql`exists (select 1 from position_assignments fp
      where fp.subject_type = 'APPLICATION' and fp.subject_id = ap.id
        and fp.position_id in (${sql.join(filters.positionIds)}))`);
  }
  if (filters.statuses && filters.statuses.length > 0) {
    conditions.push(sql`ap.status in (${sql.join(filters.statuses)})`);
  }
  if (filters.stage !== undefined) {
    // As the presenter names the stage IN_PROGRESS: only a running application has a current stage.
    conditions.push(sql`ap.status in ('IN_PROGRESS', 'ON_HOLD') and ${filters.stage} = (
      select fs.name from application_workflow_stages fs
      where fs.application_id = ap.id and fs.completed_at is null
      order by fs.position, fs.id limit 1)`);
  }
  return conditions;
}

/** Applications `ap` with every nested part, and their workflow stages when asked. */
function selectApplications(db: Kysely<Database>, withStages: boolean) {
  return db
    .selectFrom('applications as ap')
    .select([
      'ap.id',
      'ap.public_id',
      'ap.organisation_id',
      'ap.title',
      'ap.about',
      'ap.status',
      'ap.term_type',
      'ap.version',
      jsonList(sql`select json_agg(aa.person_profile_id order by aa.person_profile_id)
        from application_applicants aa where aa.application_id = ap.id`).as('applicant_ids'),
      jsonList(sql`select json_agg(ai.person_profile_id order by ai.person_profile_id)
        from application_invited_applicants ai where ai.application_id = ap.id`).as('invited_applicant_ids'),
      jsonList(sql`select json_agg(h.id order by h.id) from (${positionHolders}) h`).as(
        'position_holder_ids',
      ),
      jsonList(sql`select json_agg(json_build_object('id', po.id, 'name', po.name, 'removed', po.removed,
          'assignments', json_build_array(json_build_object('user_ids', x.user_ids))) order by po.name, po.id)
        from (select pa.position_id, json_agg(pa.user_id order by pa.user_id) as user_ids
              from position_assignments pa
              where pa.subject_type = 'APPLICATION' and pa.subject_id = ap.id group by pa.position_id) x
        join positions po on po.id = x.position_id`).as('positions'),
      jsonList(sql`select json_agg(json_build_object('application_id', apt.application_id,
          'appointee_id', apt.appointee_id, 'term_type', apt.term_type,
          'appointment_date', apt.appointment_date, 'appointed_by', apt.appointed_by)
          order by apt.appointment_date desc, apt.id desc)
        from appointments apt where apt.application_id = ap.id`).as('appointments'),
    ])
    .$if(withStages, (query) => query.select(workflowStagesJson('APPLICATION', 'ap.id').as('stages')));
}

/** Newest first: the default order, and how equal keys of the other sorts are ordered. */
const newestFirst = sql`ap.created_at desc, ap.id desc`;

/** Running applications first, then the outcomes. */
const statusOrder = sql`case ap.status when 'IN_PROGRESS' then 0 when 'ON_HOLD' then 1
  when 'APPOINTED' then 2 when 'REJECTED' then 3 else 4 end`;

/** The earliest due date of the application's open tasks. */
const nextDue = sql`(select min(ti.due_date) from task_instances ti
  where ti.subject_type = 'APPLICATION' and ti.subject_id = ap.id and ti.status in ('TODO', 'IN_PROGRESS'))`;

/** The ORDER BY of a sort; `-` reverses its key, those without a due date stay last. */
function orderOf(sort: ApplicationSort): RawBuilder<unknown> {
  const direction = sort.startsWith('-') ? sql`desc` : sql`asc`;
  switch (sort.replace('-', '') as Exclude<ApplicationSort, `-${string}`>) {
    case 'created_at':
      return sql`ap.created_at ${direction}, ap.id ${direction}`;
    case 'title':
      return sql`lower(ap.title) ${direction}, ${newestFirst}`;
    case 'status':
      return sql`${statusOrder} ${direction}, ${newestFirst}`;
    case 'due':
      return sql`${nextDue} ${direction} nulls last, ${newestFirst}`;
  }
}

/** One page of the applications in scope matching the filters, in the sort's order, and how many there are. */
export async function listApplications(
  db: Kysely<Database>,
  scope: ApplicationScope,
  filters: ApplicationFilters,
  withStages: boolean,
  page: { limit: number; offset: number; sort: ApplicationSort },
): Promise<{ rows: ApplicationRow[]; total: number }> {
  const where = [inScope(scope), ...matching(filters)];
  const pageIds = db
    .selectFrom('applications as ap')
    .select(['ap.id', sql<number>`row_number() over (order by ${orderOf(page.sort)})`.as('rank')])
    .where((eb) => eb.and(where))
    .orderBy('rank')
    .limit(page.limit)
    .offset(page.offset);
  const [rows, count] = await Promise.all([
    selectApplications(db, withStages)
      .innerJoin(pageIds.as('page'), 'page.id', 'ap.id')
      .orderBy('page.rank')
      .execute(),
    db
      .selectFrom('applications as ap')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .where((eb) => eb.and(where))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows: rows as unknown as ApplicationRow[], total: Number(count.total) };
}

/**
 * One application with its stages whatever the scope (the service asks the policy); undefined when
 * unknown. `lock` holds its row for a change.
 */
export async function findApplication(
  db: Kysely<Database>,
  id: number,
  { lock = false } = {},
): Promise<ApplicationRow | undefined> {
  const row = await selectApplications(db, true)
    .where('ap.id', '=', id)
    .$if(lock, (query) => query.forUpdate())
    .executeTakeFirst();
  return row as unknown as ApplicationRow | undefined;
}

/** A task of a template as an application copies it. */
export interface TemplateTaskRow {
  id: number;
  stage_id: number | null;
  assignee_type: WorkflowTaskAssigneeType;
  responsible_position_id: number | null;
}

/** A template's stages, in order, and its tasks. */
export interface TemplateWorkflow {
  stages: { id: number; name: string }[];
  tasks: TemplateTaskRow[];
}

/** The live, not suggested, templates for `subjectType` of the organisations (at least one). */
const liveTemplates = (
  db: Kysely<Database>,
  organisationIds: readonly number[],
  subjectType: WorkflowSubjectType,
) =>
  db
    .selectFrom('workflow_templates')
    .where('organisation_id', 'in', [...organisationIds])
    .where('subject_type', '=', subjectType)
    .where('is_suggested', '=', false)
    .where('is_archived', '=', false);

/**
 * The templates a workflow for `subjectType` may be started from: live ones of the organisations that
 * have a stage (workflowTemplate takes no other), by organisation and name.
 */
export async function startableWorkflowTemplates(
  db: Kysely<Database>,
  organisationIds: readonly number[],
  subjectType: WorkflowSubjectType,
): Promise<{ id: number; name: string; organisation: { id: number; name: string } }[]> {
  if (organisationIds.length === 0) {
    return [];
  }
  const rows = await liveTemplates(db, organisationIds, subjectType)
    .innerJoin('organisations as o', 'o.id', 'workflow_templates.organisation_id')
    .select([
      'workflow_templates.id',
      'workflow_templates.name',
      'o.id as organisation_id',
      'o.name as organisation_name',
    ])
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('workflow_template_stages as s')
          .select('s.id')
          .whereRef('s.workflow_template_id', '=', 'workflow_templates.id'),
      ),
    )
    .orderBy('o.name')
    .orderBy('workflow_templates.name')
    .orderBy('workflow_templates.id')
    .execute();
  return rows.map(({ id, name, organisation_id, organisation_name }) => ({
    id,
    name,
    organisation: { id: organisation_id, name: organisation_name },
  }));
}

/**
 * The stages (in order) and tasks of a live, not suggested, template for `subjectType` of one of the
 * organisations; undefined when it is none of those.
 */
export async function workflowTemplate(
  db: Kysely<Database>,
  organisationIds: readonly number[],
  templateId: number,
  subjectType: WorkflowSubjectType,
): Promise<TemplateWorkflow | undefined> {
  if (organisationIds.length === 0) {
    return undefined;
  }
  const template = await liveTemplates(db, organisationIds, subjectType)
    .select('id')
    .where('id', '=', templateId)
    .executeTakeFirst();
  if (!template) {
    return undefined;
  }
  const [stages, tasks] = await Promise.all([
    db
      .selectFrom('workflow_template_stages')
      .select(['id', 'name'])
      .where('workflow_template_id', '=', templateId)
      .orderBy('position')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('workflow_template_tasks')
      .select(['id', 'stage_id', 'assignee_type', 'responsible_position_id'])
      .where('workflow_template_id', '=', templateId)
      .orderBy('position')
      .orderBy('id')
      .execute(),
  ]);
  return { stages, tasks };
}

/** The ids among `userIds` of users that exist and are not disabled. */
export async function activeUserIds(db: Kysely<Database>, userIds: number[]): Promise<number[]> {
  if (userIds.length === 0) {
    return [];
  }
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where('id', 'in', userIds)
    .where('disabled_at', 'is', null)
    .execute();
  return rows.map((row) => row.id);
}

/** The people among `personIds` the organisation mobilises, each with their user id when they have an account. */
export async function mobilisedPeople(
  db: Kysely<Database>,
  organisationId: number,
  personIds: number[],
): Promise<Map<number, number | null>> {
  const rows = await db
    .selectFrom('person_profiles as p')
    .innerJoin('person_profile_mobilising_organisations as m', 'm.person_profile_id', 'p.id')
    .select(['p.id', 'p.user_id'])
    .where('m.organisation_id', '=', organisationId)
    .where('p.id', 'in', personIds)
    .execute();
  return new Map(rows.map((row) => [row.id, row.user_id]));
}

export async function insertApplication(
  db: Kysely<Database>,
  values: {
    organisation_id: number;
    workflow_template_id: number;
    title: string;
    about: string | null;
    term_type: TermType;
  },
  now: Date,
): Promise<number> {
  const row = await db
    .insertInto('applications')
    .values({ ...values, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertApplicants(db: Kysely<Database>, applicationId: number, personIds: number[]) {
  await db
    .insertInto('application_applicants')
    .values(personIds.map((person_profile_id) => ({ application_id: applicationId, person_profile_id })))
    .execute();
}

/** The status flags an application sets on its people: by its term type, as applicants, or as appointees. */
export type ApplicationStatusFlag = Extract<
  PersonStatusFlag,
  'is_full_term_applicant' | 'is_short_term_applicant' | 'is_full_term_appointee' | 'is_short_term_appointee'
>;

/**
 * Sets the flag on those of the people who lack it, moving their profile's version on (an edit made on
 * the version read before is then a 409, not a silent undo); answers each changed profile's new version.
 */
export async function raiseStatusFlag(
  db: Kysely<Database>,
  personIds: number[],
  flag: ApplicationStatusFlag,
  now: Date,
): Promise<{ id: number; version: number }[]> {
  if (personIds.length === 0) {
    return [];
  }
  return db
    .updateTable('person_profiles')
    .set({ [flag]: true, updated_at: now, version: sql`version + 1` })
    .where('id', 'in', personIds)
    .where(flag, '=', false)
    .returning(['id', 'version'])
    .execute();
}

/** Who holds which position on the application. */
export async function insertPositionHolders(
  db: Kysely<Database>,
  applicationId: number,
  positions: { position_id: number; user_ids: number[] }[],
) {
  const rows = positions.flatMap(({ position_id, user_ids }) =>
    user_ids.map((user_id) => ({
      position_id,
      subject_type: 'APPLICATION' as const,
      subject_id: applicationId,
      user_id,
    })),
  );
  if (rows.length > 0) {
    await db.insertInto('position_assignments').values(rows).execute();
  }
}

export async function insertStage(
  db: Kysely<Database>,
  subject: WorkflowSubject,
  values: { name: string; position: number },
): Promise<number> {
  const row = await db
    .insertInto('application_workflow_stages')
    .values({
      ...values,
      application_id: subject.type === 'APPLICATION' ? subject.id : null,
      assignment_id: subject.type === 'ASSIGNMENT' ? subject.id : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertTaskInstances(
  db: Kysely<Database>,
  subject: WorkflowSubject,
  rows: {
    task_id: number;
    application_stage_id: number;
    assignee_user_id: number | null;
  }[],
  now: Date,
) {
  if (rows.length === 0) {
    return;
  }
  await db
    .insertInto('task_instances')
    .values(
      rows.map((row) => ({
        ...row,
        subject_type: subject.type,
        subject_id: subject.id,
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
}

/** The subject's stages in order, with how many of their task instances are still to do. */
export async function stageProgress(db: Kysely<Database>, subject: WorkflowSubject) {
  return db
    .selectFrom('application_workflow_stages as s')
    .select([
      's.id',
      's.started_at',
      's.completed_at',
      sql<number>`(select count(*) from task_instances ti where ti.application_stage_id = s.id
        and ti.status in ('TODO', 'IN_PROGRESS'))`.as('open'),
    ])
    .where(stageOwnerColumn(subject), '=', subject.id)
    .orderBy('s.position')
    .orderBy('s.id')
    .execute();
}

/** Starts a stage: its tasks fall due their offset in days after `today`. */
export async function startStage(db: Kysely<Database>, stageId: number, now: Date, today: string) {
  await db
    .updateTable('application_workflow_stages')
    .set({ started_at: now })
    .where('id', '=', stageId)
    .execute();
  await sql`update task_instances ti set due_date = cast(${today} as date) + t.due_offset_days, updated_at = ${now}
    from workflow_template_tasks t
    where t.id = ti.task_id and ti.application_stage_id = ${stageId} and t.due_offset_days is not null`.execute(
    db,
  );
}

export async function completeStage(db: Kysely<Database>, stageId: number, now: Date) {
  await db
    .updateTable('application_workflow_stages')
    .set({ completed_at: now })
    .where('id', '=', stageId)
    .execute();
}

/** Writes the application's new status and moves its version on; answers the new version. */
export async function updateApplicationStatus(
  db: Kysely<Database>,
  id: number,
  changes: { status: ApplicationStatus; status_note: string | null },
  now: Date,
): Promise<number> {
  const row = await db
    .updateTable('applications')
    .set({ ...changes, updated_at: now, version: sql`version + 1` })
    .where('id', '=', id)
    .returning('version')
    .executeTakeFirstOrThrow();
  return row.version;
}

export async function insertAppointment(
  db: Kysely<Database>,
  values: {
    application_id: number;
    appointee_id: number;
    term_type: TermType;
    appointment_date: string;
    appointed_by: number;
  },
  now: Date,
): Promise<number> {
  const row = await db
    .insertInto('appointments')
    .values({ ...values, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * A task instance of an application or an assignment with what its contract shape shows and what the
 * policy needs; exactly one of `application_id` and `assignment_id` is set.
 */
export interface TaskInstanceRow {
  id: number;
  application_id: number | null;
  assignment_id: number | null;
  stage_id: number;
  task_id: number;
  title: string;
  description: string | null;
  assignee_type: WorkflowTaskAssigneeType;
  assignee_security_group_role: SecurityGroupRole | null;
  assignee_user_id: number | null;
  completion_type: WorkflowTaskCompletionType;
  form_name: string | null;
  status: TaskInstanceStatus;
  due_date: string | null;
  decision: 'APPROVED' | 'REJECTED' | null;
  note: string | null;
  completed_at: Date | null;
  completed_by: number | null;
  version: number;
  stage_is_current: boolean;
}

function selectTaskInstances(db: Kysely<Database>) {
  return db
    .selectFrom('task_instances as ti')
    .innerJoin('workflow_template_tasks as t', 't.id', 'ti.task_id')
    .innerJoin('application_workflow_stages as s', 's.id', 'ti.application_stage_id')
    .select([
      'ti.id',
      sql<number | null>`case when ti.subject_type = 'APPLICATION' then ti.subject_id end`.as(
        'application_id',
      ),
      sql<number | null>`case when ti.subject_type = 'ASSIGNMENT' then ti.subject_id end`.as('assignment_id'),
      's.id as stage_id',
      'ti.task_id',
      't.title',
      't.description',
      't.assignee_type',
      't.assignee_security_group_role',
      'ti.assignee_user_id',
      't.completion_type',
      't.form_name',
      'ti.status',
      'ti.due_date',
      'ti.decision',
      'ti.note',
      'ti.completed_at',
      'ti.completed_by',
      'ti.version',
      sql<boolean>`(s.started_at is not null and s.completed_at is null)`.as('stage_is_current'),
    ]);
}

/** The subject's task instances, stage by stage, each in its task's order. */
export async function listTaskInstances(
  db: Kysely<Database>,
  subject: WorkflowSubject,
): Promise<TaskInstanceRow[]> {
  return selectTaskInstances(db)
    .where('ti.subject_type', '=', subject.type)
    .where('ti.subject_id', '=', subject.id)
    .orderBy('s.position')
    .orderBy('t.position')
    .orderBy('ti.id')
    .execute();
}

/** One task instance whatever the scope; `lock` holds its row for a change. */
export async function findTaskInstance(
  db: Kysely<Database>,
  id: number,
  { lock = false } = {},
): Promise<TaskInstanceRow | undefined> {
  return selectTaskInstances(db)
    .where('ti.id', '=', id)
    .$if(lock, (query) => query.forUpdate('ti'))
    .executeTakeFirst();
}

/** The ids of the files attached to each of the task instances, oldest first. */
export async function taskInstanceAssetIds(
  db: Kysely<Database>,
  ids: readonly number[],
): Promise<Map<number, number[]>> {
  const byInstance = new Map<number, number[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) {
    return byInstance;
  }
  const rows = await db
    .selectFrom('asset_attachments')
    .select(['assetable_id', 'asset_id'])
    .where('assetable_type', '=', 'task_instance')
    .where('assetable_id', 'in', [...ids])
    .orderBy('created_at')
    .orderBy('asset_id')
    .execute();
  for (const row of rows) {
    byInstance.get(Number(row.assetable_id))?.push(Number(row.asset_id));
  }
  return byInstance;
}

/**
 * The files attached to the application and to those of its task instances named, oldest first, each
 * with the task instance it is attached to (null for the application's own).
 */
export async function applicationAttachmentIds(
  db: Kysely<Database>,
  applicationId: number,
  taskInstanceIds: readonly number[],
): Promise<{ assetId: number; taskInstanceId: number | null }[]> {
  const rows = await db
    .selectFrom('asset_attachments')
    .select(['assetable_type', 'assetable_id', 'asset_id'])
    .where((eb) =>
      eb.or([
        eb.and([eb('assetable_type', '=', 'application'), eb('assetable_id', '=', applicationId)]),
        ...(taskInstanceIds.length === 0
          ? []
          : [
              eb.and([
                eb('assetable_type', '=', 'task_instance'),
                eb('assetable_id', 'in', [...taskInstanceIds]),
              ]),
            ]),
      ]),
    )
    .orderBy('created_at')
    .orderBy('asset_id')
    .execute();
  return rows.map((row) => ({
    assetId: Number(row.asset_id),
    taskInstanceId: row.assetable_type === 'task_instance' ? Number(row.assetable_id) : null,
  }));
}

/** The answers saved on a task instance's form (none yet: an empty object). */
export async function taskInstanceAnswers(db: Kysely<Database>, id: number): Promise<TaskFormAnswers> {
  const row = await db.selectFrom('task_instances').select('answers').where('id', '=', id).executeTakeFirst();
  return (row?.answers ?? {}) as TaskFormAnswers;
}

/** What a change of a task instance may write: its status and outcome, or its form's answers. */
export type TaskInstanceChanges = Partial<
  Pick<TaskInstanceRow, 'status' | 'decision' | 'note' | 'completed_at' | 'completed_by'> & {
    answers: TaskFormAnswers;
  }
>;

/** Writes a task instance's change and moves its version on; answers the new version. */
export async function updateTaskInstance(
  db: Kysely<Database>,
  id: number,
  { answers, ...changes }: TaskInstanceChanges,
  now: Date,
): Promise<number> {
  const row = await db
    .updateTable('task_instances')
    .set({
      ...changes,
      ...(answers !== undefined && { answers: jsonb(answers) }),
      updated_at: now,
      version: sql`version + 1`,
    })
    .where('id', '=', id)
    .returning('version')
    .executeTakeFirstOrThrow();
  return row.version;
}

/** The titles and due dates of the applicant's tasks of the stages, in order. */
export async function applicantTasksOf(db: Kysely<Database>, stageIds: number[]) {
  if (stageIds.length === 0) {
    return [];
  }
  return db
    .selectFrom('task_instances as ti')
    .innerJoin('workflow_template_tasks as t', 't.id', 'ti.task_id')
    .select(['t.title', 'ti.due_date'])
    .where('ti.application_stage_id', 'in', stageIds)
    .where('t.assignee_type', '=', 'APPLICANT')
    .where('ti.status', 'in', ['TODO', 'IN_PROGRESS'])
    .orderBy('t.position')
    .orderBy('ti.id')
    .execute();
}

/** The addresses of the application's applicants who have an account that is not disabled. */
export async function applicantEmails(db: Kysely<Database>, applicationId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('application_applicants as aa')
    .innerJoin('person_profiles as p', 'p.id', 'aa.person_profile_id')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .select('u.email')
    .where('aa.application_id', '=', applicationId)
    .where('u.disabled_at', 'is', null)
    .orderBy('u.id')
    .execute();
  return rows.map((row) => row.email);
}

/** The addresses of the organisation's office staff whose accounts are not disabled. */
export async function officeStaffEmails(db: Kysely<Database>, organisationId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('office_staff as o')
    .innerJoin('users as u', 'u.id', 'o.user_id')
    .select('u.email')
    .where('o.organisation_id', '=', organisationId)
    .where('u.disabled_at', 'is', null)
    .orderBy('u.id')
    .execute();
  return rows.map((row) => row.email);
}

/**
 * The assignment `ti` belongs to is running (neither abandoned nor ENDED) and one of the organisation's:
 * explored by it, or its assignee mobilised by it.
 */
const runningAssignmentOf = (organisationId: number) => sql<SqlBool>`exists (
  select 1 from assignments a where a.id = ti.subject_id and not a.is_abandoned and a.status <> 'ENDED'
  and (a.explored_by_organisation_id = ${organisationId} or exists (
    select 1 from person_profile_mobilising_organisations m
    where m.person_profile_id = a.assignee_person_profile_id and m.organisation_id = ${organisationId})))`;

/**
 * The open task instances of the current stages of the organisation's running applications and
 * assignments, oldest due first (those without a due date last).
 */
export async function listOpenTaskInstancesOfOrganisation(
  db: Kysely<Database>,
  organisationId: number,
): Promise<TaskInstanceRow[]> {
  return selectTaskInstances(db)
    .where((eb) =>
      eb.or([
        eb.and([
          eb('ti.subject_type', '=', 'APPLICATION'),
          eb.exists(
            eb
              .selectFrom('applications as ap')
              .select('ap.id')
              .whereRef('ap.id', '=', 'ti.subject_id')
              .where('ap.organisation_id', '=', organisationId)
              .where('ap.status', '=', 'IN_PROGRESS'),
          ),
        ]),
        eb.and([eb('ti.subject_type', '=', 'ASSIGNMENT'), runningAssignmentOf(organisationId)]),
      ]),
    )
    .where('ti.status', 'in', ['TODO', 'IN_PROGRESS'])
    .where('s.started_at', 'is not', null)
    .where('s.completed_at', 'is', null)
    .orderBy(sql`ti.due_date asc nulls last`)
    .orderBy('ti.id')
    .execute();
}

/** The applications of these ids whatever the scope (the service asks the policy). */
export async function findApplications(db: Kysely<Database>, ids: number[]): Promise<ApplicationRow[]> {
  if (ids.length === 0) {
    return [];
  }
  const rows = await selectApplications(db, false).where('ap.id', 'in', ids).execute();
  return rows as unknown as ApplicationRow[];
}
