import type {
  CurrentUserResponse,
  EducationDashboard,
  EducationPlanRecord,
  FormTemplate,
  FullPersonProfile,
  RecordForm,
} from '@mobilise/contract';
import { HttpResponse, http } from 'msw';
import { mswMethod, mswPath } from '../../../api/msw-path.ts';
import { assetService } from '../../assets/stories/index.ts';
import { pageOf, storyMember, storyProfile } from '../../my-aim/stories/index.ts';

/** An education consultant of AIM Europe (organisation 3), with education plans on. */
export const storyConsultant: CurrentUserResponse = {
  ...storyMember,
  first_name: 'Astrid',
  last_name: 'Haugen',
  known_as: null,
  person_profile_id: null,
  family_id: null,
  is_education_consultant_for: [3],
  page_metadata: {
    ...storyMember.page_metadata,
    feature_flags: {
      ...storyMember.page_metadata.feature_flags,
      education_plans: true,
      mark_not_requiring_education_plan: true,
    },
  },
};

const europe = { id: 3, name: 'AIM Europe' };

/** Amani Mwangi's (profile 41) plan for 2026-2027, submitted by the family and awaiting a decision. */
export const storyPlan: EducationPlanRecord = {
  id: 61,
  version: 3,
  status: 'SUBMITTED',
  personProfileId: 41,
  familyName: 'Mwangi',
  academicYear: '2026-2027',
  schoolingChoice: 'DAY_SCHOOL',
  schoolName: 'Rosslyn Academy',
  attachments: [],
  requiresAnnualTestingInformation: true,
  annualTestingInformationRequiredFrom: '2026-09-01',
  testingInformation: [{ dateOfTest: '2026-10-12', notes: 'Reading and maths', attachments: [] }],
  latestTestingInformationDateOfTest: '2026-10-12',
  lastReviewedOn: '2026-08-20',
  lastApprovedOn: null,
  expiresOn: '2027-07-31',
  updatedAt: '2026-11-02T09:30:00Z',
  updatedBy: 5,
  person: { id: 41, name: 'Amani Mwangi', avatarId: null },
  organisations: [europe],
  isExpired: false,
  decisionNote: null,
  userCan: ['approve', 'reject', 'archive'],
};

/** The organisation's further plans: one approved and expired, one draft. */
export const storyPlans: EducationPlanRecord[] = [
  storyPlan,
  {
    ...storyPlan,
    id: 62,
    status: 'APPROVED',
    personProfileId: 42,
    familyName: 'Lindberg',
    academicYear: '2025-2026',
    schoolingChoice: 'HOMESCHOOL',
    schoolName: null,
    lastApprovedOn: '2025-08-01',
    expiresOn: '2026-07-31',
    person: { id: 42, name: 'Elin Lindberg', avatarId: null },
    isExpired: true,
    decisionNote: 'Approved for one year; send the test results in June.',
    userCan: ['archive'],
  },
  {
    ...storyPlan,
    id: 63,
    status: 'DRAFT',
    personProfileId: 43,
    familyName: 'Okafor',
    schoolingChoice: null,
    schoolName: null,
    testingInformation: [],
    latestTestingInformationDateOfTest: null,
    lastReviewedOn: null,
    expiresOn: null,
    person: { id: 43, name: 'Chiamaka Okafor', avatarId: null },
    userCan: ['archive'],
  },
];

/** The dashboard over those plans and a few more. */
export const storyDashboard: EducationDashboard = {
  academicYear: '2026-2027',
  awaitingDecision: 4,
  expiringSoon: 2,
  expired: 3,
  childrenWithoutPlan: 5,
  missingTestingInformation: 1,
  byStatus: [
    { status: 'DRAFT', count: 6 },
    { status: 'SUBMITTED', count: 4 },
    { status: 'APPROVED', count: 11 },
    { status: 'REJECTED', count: 1 },
  ],
  byExpiryMonth: [
    { month: '2026-07', count: 3 },
    { month: '2026-12', count: 2 },
    { month: '2027-07', count: 9 },
  ],
};

/** Amani as a child's profile: the plan above, and required to have one. */
export const storyChild: FullPersonProfile = {
  ...storyProfile,
  id: 41,
  firstName: 'Amani',
  lastName: 'Mwangi',
  middleNames: null,
  salutation: null,
  formerLastName: null,
  familyName: 'Mwangi',
  knownAs: null,
  dateOfBirth: '2016-03-14',
  educationPlans: [{ id: 61, status: 'SUBMITTED', academicYear: '2026-2027', expiresOn: '2027-07-31' }],
  requiresEducationPlan: true,
};

const yearQuestion = (answer: string | null) => ({
  label: 'Academic year',
  input: {
    name: 'academicYear',
    fieldName: 'academicYear',
    fieldType: 'Text' as const,
    label: 'Academic year',
    constraints: [],
    hasMultipleAnswers: false,
  },
  answers: answer === null ? [] : [answer],
});
const schoolQuestion = (answer: string | null) => ({
  label: 'School',
  input: {
    name: 'schoolName',
    fieldName: 'schoolName',
    fieldType: 'Text' as const,
    label: 'School',
    constraints: [],
    hasMultipleAnswers: false,
  },
  answers: answer === null ? [] : [answer],
});
const formPages = (year: string | null, school: string | null) => [
  {
    id: 'plan',
    sections: [
      {
        id: 'school',
        title: 'School',
        hidden: false,
        nodes: [
          { type: 'SingleQuestion' as const, question: yearQuestion(year) },
          { type: 'SingleQuestion' as const, question: schoolQuestion(school) },
        ],
      },
    ],
  },
];

/** The plan form cut down to two questions: blank, and with a draft's answers. */
export const storyBlankPlanForm: FormTemplate = { title: 'Education plan', pages: formPages(null, null) };
export const storyPlanForm: RecordForm = {
  title: 'Education plan',
  version: 2,
  pages: formPages('2026-2027', 'Rosslyn Academy'),
};

const notFound = () =>
  HttpResponse.json({ code: 'not_found', message: 'Not found', requestId: 'story' }, { status: 404 });
const stale = () =>
  HttpResponse.json({ code: 'stale', message: 'Changed meanwhile', requestId: 'story' }, { status: 409 });

export interface EducationPlanServerOptions {
  plans?: EducationPlanRecord[];
  /** Sees each list's query. */
  onRequest?: (url: URL) => void;
  /** Sees each write's method and path, and its body. */
  onWrite?: (call: string, body: unknown) => void;
}

/**
 * The education-plan calls as the server answers them, over copies of the plans that the steps change:
 * the index (status and expired filters), one plan, its forms, the create, the decisions and steps, the
 * requirement marking and the dashboard.
 */
export function educationPlanServer({
  plans = storyPlans,
  onRequest = () => {},
  onWrite = () => {},
}: EducationPlanServerOptions = {}) {
  const held = structuredClone(plans);
  const step = (
    name: 'approveEducationPlan' | 'rejectEducationPlan' | 'submitEducationPlan' | 'archiveEducationPlan',
    change: (plan: EducationPlanRecord, body: { note?: string }) => void,
  ) =>
    http[mswMethod(name)](mswPath(name), async ({ params, request }) => {
      const body = (await request.json()) as { version: number; note?: string };
      onWrite(`${request.method} ${new URL(request.url).pathname}`, body);
      const plan = held.find(({ id }) => id === Number(params.id));
      if (!plan) return notFound();
      if (body.version !== plan.version) return stale();
      change(plan, body);
      plan.version += 1;
      return HttpResponse.json(plan);
    });
  const decided = (plan: EducationPlanRecord, note: string | undefined) => {
    plan.decisionNote = note ?? null;
    plan.lastReviewedOn = '2026-11-30';
    plan.userCan = ['archive'];
  };
  return [
    ...assetService([]),
    http.get(mswPath('getEducationDashboard'), () => HttpResponse.json(storyDashboard)),
    http.get(mswPath('listEducationPlans'), ({ request }) => {
      const url = new URL(request.url);
      onRequest(url);
      const statuses = url.searchParams.get('status')?.split(',');
      const expired = url.searchParams.get('expired');
      return HttpResponse.json(
        pageOf(
          held.filter(
            (plan) =>
              (!statuses || statuses.includes(plan.status)) &&
              (expired === null || plan.isExpired === (expired === 'true')),
          ),
        ),
      );
    }),
    http.get(mswPath('getEducationPlanBlankForm'), () => HttpResponse.json(storyBlankPlanForm)),
    http.get(mswPath('getEducationPlanForm'), () => HttpResponse.json(storyPlanForm)),
    http.get(mswPath('getEducationPlan'), ({ params }) => {
      const plan = held.find(({ id }) => id === Number(params.id));
      return plan ? HttpResponse.json(plan) : notFound();
    }),
    http.get(mswPath('getPersonProfile'), ({ params }) =>
      Number(params.id) === storyChild.id ? HttpResponse.json(storyChild) : notFound(),
    ),
    http.post(mswPath('createEducationPlan'), async ({ request }) => {
      const body = await request.json();
      onWrite(`${request.method} ${new URL(request.url).pathname}`, body);
      return HttpResponse.json({ ...storyPlan, id: 64, version: 1, status: 'DRAFT' }, { status: 201 });
    }),
    http.put(mswPath('updateEducationPlan'), async ({ request }) => {
      const body = await request.json();
      onWrite(`${request.method} ${new URL(request.url).pathname}`, body);
      return HttpResponse.json({ ...storyPlan, status: 'DRAFT', version: 3 });
    }),
    http.put(mswPath('setEducationPlanRequirement'), async ({ params, request }) => {
      const body = (await request.json()) as { requiresEducationPlan: boolean };
      onWrite(`${request.method} ${new URL(request.url).pathname}`, body);
      return HttpResponse.json({ personProfileId: Number(params.id), ...body });
    }),
    step('approveEducationPlan', (plan, { note }) => {
      plan.status = 'APPROVED';
      plan.lastApprovedOn = '2026-11-30';
      decided(plan, note);
    }),
    step('rejectEducationPlan', (plan, { note }) => {
      plan.status = 'REJECTED';
      decided(plan, note);
    }),
    step('submitEducationPlan', (plan) => {
      plan.status = 'SUBMITTED';
    }),
    step('archiveEducationPlan', (plan) => {
      plan.status = 'ARCHIVED';
      plan.userCan = [];
    }),
  ];
}
