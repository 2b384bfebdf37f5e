import type { Insertable, Kysely } from 'kysely';
import { addDays } from '../../dates.ts';
import type { Database, WorkflowTemplateTasksTable } from '../schema.ts';

type DemoTask = Pick<
  Insertable<WorkflowTemplateTasksTable>,
  'title' | 'assignee_type' | 'assignee_security_group_role' | 'completion_type'
>;

/** AIM Europe's template for its assignments: getting its people ready, then seeing them settle in. */
const stages: { name: string; tasks: DemoTask[] }[] = [
  {
    name: 'Preparation',
    tasks: [
      { title: 'Visa approved', assignee_type: 'OFFICE_STAFF', completion_type: 'DECISION' },
      { title: 'Pre-field checklist', assignee_type: 'APPLICANT', completion_type: 'DECISION' },
    ],
  },
  {
    name: 'Arrival',
    tasks: [
      { title: 'Arrival call', assignee_type: 'OFFICE_STAFF', completion_type: 'DECISION' },
      {
        title: 'Settling-in review',
        assignee_type: 'SECURITY_GROUP',
        assignee_security_group_role: 'leadership',
        completion_type: 'DECISION',
      },
    ],
  },
];

const at = (day: string) => new Date(`${day}T12:00:00Z`);

/**
 * The organisation's assignment template, and a workflow mid-way on its first two running assignments
 * (planned or active, not abandoned): on the first the preparation is under way (the visa approved, the
 * checklist waiting on the assignee), on the second it is done and the arrival call waits on the office.
 * Written after every other demo row, with no random draw, so none of those changes.
 */
export async function addAssignmentWorkflows(db: Kysely<Database>, organisationId: number, today: string) {
  const template = await db
    .insertInto('workflow_templates')
    .values({ organisation_id: organisationId, name: 'Going to the field', subject_type: 'ASSIGNMENT' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const tasks: { id: number; stage: number; task: DemoTask }[] = [];
  let taskPosition = 0;
  for (const [position, stage] of stages.entries()) {
    const { id: stageId } = await db
      .insertInto('workflow_template_stages')
      .values({ workflow_template_id: template.id, name: stage.name, position })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const task of stage.tasks) {
      const { id } = await db
        .insertInto('workflow_template_tasks')
        .values({
          ...task,
          workflow_template_id: template.id,
          stage_id: stageId,
          due_offset_days: 14,
          position: taskPosition++,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      tasks.push({ id, stage: position, task });
    }
  }
  const running = await db
    .selectFrom('assignments as a')
    .innerJoin('person_profiles as p', 'p.id', 'a.assignee_person_profile_id')
    .select(['a.id', 'p.user_id'])
    .where('a.explored_by_organisation_id', '=', organisationId)
    .where('a.is_abandoned', '=', false)
    .where('a.status', 'in', ['PLANNED', 'ACTIVE'])
    .orderBy('a.id')
    .limit(2)
    .execute();
  for (const [index, assignment] of running.entries()) {
    // The stage reached: the first for the first assignment, the second for the other; each took 20 days.
    const reached = index;
    const stageIds: number[] = [];
    for (const [position, stage] of stages.entries()) {
      const { id } = await db
        .insertInto('application_workflow_stages')
        .values({
          assignment_id: assignment.id,
          name: stage.name,
          position,
          started_at: position <= reached ? at(addDays(today, (position - reached - 1) * 20)) : null,
          completed_at: position < reached ? at(addDays(today, (position - reached) * 20)) : null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      stageIds.push(id);
    }
    const firstOfReached = tasks.find((task) => task.stage === reached);
    await db
      .insertInto('task_instances')
      .values(
        tasks.map(({ id, stage, task }) => {
          // Every task of a finished stage is done; on the first assignment the visa too, three days ago.
          const done = stage < reached || (index === 0 && id === firstOfReached?.id);
          return {
            task_id: id,
            subject_type: 'ASSIGNMENT' as const,
            subject_id: assignment.id,
            application_stage_id: stageIds[stage] ?? null,
            status: done ? ('DONE' as const) : ('TODO' as const),
            decision: done ? ('APPROVED' as const) : null,
            // The assignee does the checklist, once the assignment is shared with them.
            assignee_user_id: task.assignee_type === 'APPLICANT' ? assignment.user_id : null,
            due_date: stage <= reached ? addDays(today, stage < reached ? -25 : 7) : null,
            completed_at: done ? at(addDays(today, stage < reached ? -22 : -3)) : null,
          };
        }),
      )
      .execute();
  }
}
