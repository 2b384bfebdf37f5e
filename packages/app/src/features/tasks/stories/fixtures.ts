import type { Application, TaskInstance } from '@mobilise/contract';
import { storyApplication } from '../../my-aim/stories/index.ts';

/** The day the stories run on, so which task is overdue does not change with the day they run. */
export const storyTasksToday = '2026-11-26';

const task = (fields: Partial<TaskInstance> & Pick<TaskInstance, 'id' | 'title'>): TaskInstance => ({
  application_id: 61,
  assignment_id: null,
  stage_id: 501,
  task_id: 801,
  description: null,
  assignee_type: 'OFFICE_STAFF',
  assignee_security_group_role: null,
  assignee_user_id: null,
  completion_type: 'DECISION',
  form_name: null,
  status: 'TODO',
  due_date: null,
  decision: null,
  note: null,
  completed_at: null,
  completed_by: null,
  attachments: [],
  version: 1,
  user_can: ['complete', 'mark_not_applicable'],
  ...fields,
});

/** Two applications of organisation 3 with tasks waiting on its office staff. */
export const storyTaskApplications: Application[] = [
  storyApplication,
  { ...storyApplication, id: 62, public_id: '6062', title: 'Nurse, Kijabe Hospital', applicant_ids: [22] },
];

/** The tasks waiting on the story's office staff, in the server's order: oldest due first, none last. */
export const storyTasks: TaskInstance[] = [
  task({ id: 9001, task_id: 801, title: 'Check the references', due_date: '2026-11-20' }),
  task({
    id: 9002,
    application_id: 62,
    task_id: 811,
    title: 'Interview the applicant',
    assignee_type: 'SECURITY_GROUP',
    assignee_security_group_role: 'senior-leadership',
    status: 'IN_PROGRESS',
    due_date: '2026-12-03',
  }),
  task({
    id: 9003,
    application_id: 62,
    task_id: 812,
    title: 'Approve the placement',
    assignee_type: 'POSITION',
    assignee_user_id: 5,
    completion_type: 'FORM',
    form_name: 'Placement approval',
  }),
];
