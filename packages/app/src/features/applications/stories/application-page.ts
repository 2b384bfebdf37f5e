import type {
  ApplicationRecord,
  ApplicationTransitionBody,
  Asset,
  CreateAppointmentBody,
  CurrentUserResponse,
  RecordForm,
  TaskInstance,
  TaskInstanceTransitionBody,
} from '@mobilise/contract';
import { HttpResponse, http } from 'msw';
import { mswPath } from '../../../api/msw-path.ts';
import { storyMember } from '../../my-aim/stories/index.ts';
import { pageOf } from '../../organisation/stories/index.ts';
import { storyApplicationPeople } from './org-applications.ts';

/** Leadership of organisation 3: runs its applications, never appoints; no office of their own. */
export const storyLeadership: CurrentUserResponse = {
  ...storyMember,
  id: 1106,
  first_name: 'Tomás',
  last_name: 'Álvarez',
  known_as: null,
  person_profile_id: 105,
  family_id: null,
};

/** Amara Okafor (profile 102, user 1102), the application's applicant. */
export const storyApplicant: CurrentUserResponse = {
  ...storyMember,
  id: 1102,
  first_name: 'Amara',
  last_name: 'Okafor',
  known_as: null,
  person_profile_id: 102,
  family_id: null,
};

/** What office staff may do to a running application; leadership the same but appointing. */
export const officeApplicationActions: ApplicationRecord['user_can'] = [
  'update',
  'appoint',
  'put_on_hold',
  'reject',
  'abandon',
];

/**
 * A full-term application of organisation 3 (public id 1042) in its Assessment stage: Amara Okafor
 * applies, Lars Berg was invited to consider it, the Candidate Director is held by the user of profile 100.
 */
export const storyApplication: ApplicationRecord = {
  id: 42,
  public_id: '1042',
  title: 'Teacher at Rift Valley Academy',
  status: 'IN_PROGRESS',
  term_type: 'FULL_TERM',
  about: 'Teaching mathematics to the children of missionary families in Kijabe, Kenya.',
  workflow: {
    stages: [
      { id: 7100, name: 'Enquiry', position: 0, status: 'COMPLETED' },
      { id: 7101, name: 'Assessment', position: 1, status: 'IN_PROGRESS' },
      { id: 7102, name: 'Appointment', position: 2, status: 'NOT_STARTED' },
    ],
  },
  invited_applicant_ids: [103],
  organisation_id: 3,
  applicant_ids: [102],
  positions: [
    { id: 11, name: 'Candidate Director', removed: false, assignments: [{ user_ids: [1100] }] },
    { id: 13, name: 'Recruiter', removed: true, assignments: [] },
  ],
  appointments: [],
  user_can: officeApplicationActions,
  version: 3,
};

const instance = (
  id: number,
  title: string,
  extra: Partial<TaskInstance> &
    Pick<TaskInstance, 'stage_id' | 'assignee_type' | 'completion_type' | 'status'>,
): TaskInstance => ({
  id,
  application_id: 42,
  assignment_id: null,
  task_id: id - 6000,
  title,
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
  ...extra,
});

/** The application's task instances as office staff read them: the Enquiry done, Assessment under way. */
export const storyTaskInstances: TaskInstance[] = [
  instance(8001, 'Enquiry form', {
    stage_id: 7100,
    assignee_type: 'APPLICANT',
    assignee_user_id: 1102,
    completion_type: 'FORM',
    form_name: 'application',
    status: 'DONE',
    due_date: '2026-09-10',
    completed_at: '2026-09-08T10:00:00.000Z',
    completed_by: 1102,
  }),
  instance(8002, 'Application form', {
    stage_id: 7101,
    description: 'Tell us about your calling, your experience and when you could go.',
    assignee_type: 'APPLICANT',
    assignee_user_id: 1102,
    completion_type: 'FORM',
    form_name: 'application',
    status: 'IN_PROGRESS',
    due_date: '2030-12-10',
    user_can: ['complete', 'mark_not_applicable'],
  }),
  instance(8003, 'Medical report', {
    stage_id: 7101,
    assignee_type: 'OFFICE_STAFF',
    completion_type: 'DOCUMENT',
    status: 'TODO',
    due_date: '2025-01-15',
    user_can: ['complete', 'mark_not_applicable'],
  }),
  instance(8004, 'Interview with the candidate director', {
    stage_id: 7101,
    description: 'A conversation about calling, gifts and expectations.',
    assignee_type: 'POSITION',
    assignee_user_id: 1100,
    completion_type: 'DECISION',
    status: 'TODO',
    due_date: '2030-12-20',
    user_can: ['complete', 'mark_not_applicable'],
  }),
  instance(8005, 'Appointment decision', {
    stage_id: 7102,
    assignee_type: 'SECURITY_GROUP',
    assignee_security_group_role: 'senior-leadership',
    completion_type: 'DECISION',
    status: 'TODO',
  }),
];

/** What the applicant's own tasks look like to them: theirs alone, the current one theirs to complete. */
export const storyApplicantTaskInstances: TaskInstance[] = storyTaskInstances
  .filter((each) => each.assignee_type === 'APPLICANT')
  .map((each) => ({ ...each, user_can: each.status === 'DONE' ? [] : ['complete'] }));

/** The application form a FORM task names, with the applicant's answer so far. */
export const storyTaskForm: RecordForm = {
  title: 'Application form',
  version: 1,
  pages: [
    {
      id: 'calling',
      sections: [
        {
          id: 'calling',
          title: 'Your calling',
          hidden: false,
          nodes: [
            {
              type: 'SingleQuestion',
              question: {
                label: 'Why do you want to serve with us?',
                input: {
                  name: 'motivation',
                  fieldName: 'motivation',
                  fieldType: 'Textarea',
                  label: 'Why do you want to serve with us?',
                  constraints: [{ type: 'Required', scope: 'local' }],
                  hasMultipleAnswers: false,
                },
                answers: ['To teach children who would otherwise go without.'],
              },
            },
          ],
        },
      ],
    },
  ],
} as RecordForm;

const apiError = (status: number, code: string, message: string, errors?: Record<string, string[]>) =>
  HttpResponse.json({ code, message, errors, requestId: 'story' }, { status });

const stale = (version: number) =>
  apiError(
    409,
    'stale_version',
    'Someone else changed this record since you opened it: reload it and try again.',
    {
      version: [`is ${version} now`],
    },
  );

export interface ApplicationPageServerState {
  application?: ApplicationRecord;
  instances?: TaskInstance[];
  /** The version the server holds when the page's is older: every change is then a 409 until reloaded. */
  serverVersion?: number;
}

const statusAfter: Record<ApplicationTransitionBody['action'], ApplicationRecord['status']> = {
  put_on_hold: 'ON_HOLD',
  resume: 'IN_PROGRESS',
  reject: 'REJECTED',
  abandon: 'ABANDONED',
};

/**
 * The application page's calls as the server answers them, over copies of the given records that the
 * writes change: the application by public id and by id, its task instances, organisation 3's people
 * (for names), the FORM task's form (with the languages its picker offers) and its saves, a DOCUMENT
 * task's files (none: completing it is a 422), status changes, appointing and task transitions (a stale
 * version is a 409; once read again, the change goes through). `onWrite` sees each write's method, path
 * and body.
 */
export function applicationPageServer(
  state: ApplicationPageServerState = {},
  onWrite: (call: string, body: unknown) => void = () => {},
) {
  const application = structuredClone(state.application ?? storyApplication);
  const instances = structuredClone(state.instances ?? storyTaskInstances);
  const files: Asset[] = [];
  if (state.serverVersion !== undefined) application.version = state.serverVersion;
  // The first read answers the page's older version; the next reads the server's.
  let firstRead = state.serverVersion !== undefined;
  const written = async (request: Request) => {
    const body = await request
      .clone()
      .json()
      .catch(() => null);
    onWrite(`${request.method} ${new URL(request.url).pathname}`, body);
    return body;
  };
  return [
    http.get(mswPath('listApplications'), ({ request }) => {
      const wanted = new URL(request.url).searchParams.get('public_id');
      const found = wanted === application.public_id ? [application] : [];
      return HttpResponse.json(pageOf(found, 1, 1));
    }),
    http.get(mswPath('getApplication'), ({ params }) => {
      if (Number(params.id) !== application.id) return apiError(404, 'not_found', 'Not found');
      if (firstRead) {
        firstRead = false;
        return HttpResponse.json({ ...application, version: application.version - 1 });
      }
      return HttpResponse.json(application);
    }),
    http.get(mswPath('listApplicationTaskInstances'), () => HttpResponse.json(instances)),
    http.get(mswPath('listPersonProfiles'), ({ request }) => {
      const ids = new URL(request.url).searchParams.get('id')?.split(',').map(Number) ?? [];
      const users = new URL(request.url).searchParams.get('user')?.split(',').map(Number) ?? [];
      const found = storyApplicationPeople.filter(
        (person) => ids.includes(person.id) || (person.userId !== null && users.includes(person.userId)),
      );
      return HttpResponse.json(pageOf(found, 1, 9999));
    }),
    http.post(mswPath('transitionApplication'), async ({ request }) => {
      const body = (await written(request)) as ApplicationTransitionBody;
      if (body.version !== application.version) return stale(application.version);
      application.status = statusAfter[body.action];
      application.version += 1;
      application.user_can =
        application.status === 'ON_HOLD' ? ['update', 'resume', 'reject', 'abandon'] : application.user_can;
      return HttpResponse.json(application);
    }),
    http.post(mswPath('appointApplicant'), async ({ request }) => {
      const body = (await written(request)) as CreateAppointmentBody;
      if (body.version !== application.version) return stale(application.version);
      application.status = 'APPOINTED';
      application.version += 1;
      application.user_can = [];
      application.appointments.push({ application_id: application.id, appointed_by: 5, ...body });
      return HttpResponse.json(application, { status: 201 });
    }),
    http.post(mswPath('transitionTaskInstance'), async ({ request, params }) => {
      const body = (await written(request)) as TaskInstanceTransitionBody;
      const index = instances.findIndex((each) => each.id === Number(params.id));
      const current = instances[index];
      if (!current) return apiError(404, 'not_found', 'Not found');
      if (body.version !== current.version) return stale(current.version);
      const isDone = body.action === 'complete';
      if (isDone && current.completion_type === 'DOCUMENT' && files.length === 0) {
        return apiError(422, 'validation_failed', 'The request is not valid', {
          attachments: ['must hold a file to complete a DOCUMENT task'],
        });
      }
      instances[index] = {
        ...current,
        status: isDone ? 'DONE' : body.action === 'reopen' ? 'IN_PROGRESS' : 'NOT_APPLICABLE',
        decision: body.decision ?? null,
        note: body.note ?? current.note,
        completed_at: body.action === 'reopen' ? null : '2026-11-29T09:00:00.000Z',
        version: current.version + 1,
        user_can: body.action === 'reopen' ? ['complete', 'mark_not_applicable'] : ['reopen'],
      };
      return HttpResponse.json(instances[index]);
    }),
    http.get(mswPath('getTaskInstanceForm'), () => HttpResponse.json(storyTaskForm)),
    // What a task form's language picker chooses from.
    http.get(mswPath('listLanguages'), () =>
      HttpResponse.json({
        data: [
          { code: 'en', name: 'English' },
          { code: 'sw', name: 'Swahili' },
        ],
      }),
    ),
    http.get(mswPath('listLanguageProficiencies'), () =>
      HttpResponse.json({ data: [{ code: 'NATIVE_OR_BILINGUAL', name: 'Native or bilingual' }] }),
    ),
    http.patch(mswPath('updateTaskInstanceForm'), async ({ request, params }) => {
      await written(request);
      const current = instances.find((each) => each.id === Number(params.id));
      return current ? HttpResponse.json(current) : apiError(404, 'not_found', 'Not found');
    }),
    http.get(mswPath('listAssets'), () => HttpResponse.json(files)),
  ];
}
