import type {
  Assignment,
  StartAssignmentWorkflowBody,
  StartableWorkflowTemplate,
  TaskInstance,
  TaskInstanceTransitionBody,
} from '@mobilise/contract';
import { HttpResponse, http } from 'msw';
import { mswPath } from '../../../api/msw-path.ts';
import { storyAssignment } from './assignment-page.ts';

/** The templates the server says the assignment may start from: the exploring organisation's one. */
const templates: StartableWorkflowTemplate[] = [
  { id: 71, name: 'Going to the field', organisation: { id: 3, name: 'AIM Europe' } },
];

const task = (
  fields: Pick<TaskInstance, 'id' | 'title' | 'stage_id' | 'assignee_type' | 'completion_type' | 'status'> &
    Partial<TaskInstance>,
): TaskInstance => ({
  application_id: null,
  assignment_id: storyAssignment.id,
  task_id: fields.id - 8000,
  description: null,
  assignee_security_group_role: null,
  assignee_user_id: null,
  form_name: null,
  due_date: null,
  decision: null,
  note: null,
  completed_at: null,
  completed_by: null,
  attachments: [],
  version: 1,
  user_can: [],
  ...fields,
});

/** The workflow's tasks as the office reads them once started: the first stage under way. */
const startedTasks = (): TaskInstance[] => [
  task({
    id: 9001,
    title: 'Visa approved',
    description: 'The work permit and the visa are granted.',
    stage_id: 901,
    assignee_type: 'OFFICE_STAFF',
    completion_type: 'DECISION',
    status: 'DONE',
    decision: 'APPROVED',
    completed_at: '2026-11-20T10:00:00Z',
    version: 2,
    user_can: ['reopen'],
  }),
  task({
    id: 9002,
    title: 'Pre-field checklist',
    stage_id: 901,
    assignee_type: 'APPLICANT',
    completion_type: 'DECISION',
    status: 'TODO',
    due_date: '2026-12-14',
    user_can: ['complete', 'mark_not_applicable'],
  }),
  task({
    id: 9003,
    title: 'Arrival call',
    stage_id: 902,
    assignee_type: 'OFFICE_STAFF',
    completion_type: 'DECISION',
    status: 'TODO',
  }),
];

/** The story assignment with no workflow yet, which office staff may start. */
export const storyAssignmentWithoutWorkflow: Assignment = {
  ...storyAssignment,
  workflow: { stages: [], user_can: ['start'] },
};

/** The story assignment with its workflow mid-way: the first stage under way, its first task done. */
export const storyAssignmentWithWorkflow: Assignment = {
  ...storyAssignment,
  workflow: {
    stages: [
      { id: 901, name: 'Preparation', position: 0, status: 'IN_PROGRESS' },
      { id: 902, name: 'Arrival', position: 1, status: 'NOT_STARTED' },
    ],
    user_can: [],
  },
};

/**
 * The calls of the assignment's workflow over a copy of `assignment`: the assignment itself (so a start
 * shows at once), its task instances, the templates it may start from, starting the workflow (a
 * template not for assignments is a 422) and a task's transitions. `onWrite` sees each write.
 */
export function assignmentWorkflowServer(
  initial: Assignment,
  onWrite: (call: string, body: unknown) => void = () => {},
) {
  const assignment = structuredClone(initial);
  let tasks = assignment.workflow.stages.length > 0 ? startedTasks() : [];
  return [
    http.get(mswPath('getAssignment'), () => HttpResponse.json(assignment)),
    http.get(mswPath('listAssignmentTaskInstances'), () => HttpResponse.json(tasks)),
    http.get(mswPath('listAssignmentWorkflowTemplates'), () => HttpResponse.json(templates)),
    http.post(mswPath('startAssignmentWorkflow'), async ({ request }) => {
      const body = (await request.json()) as StartAssignmentWorkflowBody;
      onWrite(`${request.method} ${new URL(request.url).pathname}`, body);
      Object.assign(assignment, storyAssignmentWithWorkflow, { version: assignment.version + 1 });
      tasks = startedTasks().map((each) =>
        each.id === 9001
          ? {
              ...each,
              status: 'TODO',
              decision: null,
              completed_at: null,
              user_can: ['complete', 'mark_not_applicable'],
            }
          : each,
      );
      return HttpResponse.json(assignment);
    }),
    http.post(mswPath('transitionTaskInstance'), async ({ request, params }) => {
      const body = (await request.json()) as TaskInstanceTransitionBody;
      onWrite(`${request.method} ${new URL(request.url).pathname}`, body);
      const done = tasks.find((each) => each.id === Number(params.id));
      if (!done) return HttpResponse.json({ code: 'not_found', message: 'Not found' }, { status: 404 });
      Object.assign(done, { status: 'DONE', decision: body.decision, note: body.note, user_can: ['reopen'] });
      return HttpResponse.json(done);
    }),
  ];
}
