import {
  type Application,
  type ApplicationRecord,
  type ApplicationStatus,
  applicationStatuses,
  type CreateApplicationBody,
  type PersonProfileListItem,
  type PositionRecord,
  type WorkflowStage,
  type WorkflowTemplate,
} from '@mobilise/contract';
import { delay, HttpResponse, http } from 'msw';
import { mswPath } from '../../../api/msw-path.ts';
import { fold, pageOf, storyPeople } from '../../organisation/stories/index.ts';
import { storyWorkflowTemplate } from '../../settings/stories/index.ts';
import { currentStageOf } from '../api/application-list.ts';

/**
 * Organisation 3's people as the applications screens find them: every other one has an account (user id
 * 1000 + profile id), so some can hold a position.
 */
export const storyApplicationPeople: PersonProfileListItem[] = storyPeople.map((person) =>
  person.id % 2 === 0 ? { ...person, userId: 1000 + person.id } : person,
);

const stageNames = storyWorkflowTemplate.stages.map((stage) => stage.name);

/** The application's copy of the template's stages: those before `current` completed, none when it ended. */
const stagesAt = (current: string | null, ended: boolean): WorkflowStage[] => {
  const at = current === null ? stageNames.length : stageNames.indexOf(current);
  return stageNames.map((name, position) => ({
    id: 7000 + position,
    name,
    position,
    status: position < at || ended ? 'COMPLETED' : position === at ? 'IN_PROGRESS' : 'NOT_STARTED',
  }));
};

const application = (
  id: number,
  title: string,
  status: ApplicationStatus,
  extra: {
    termType?: Application['term_type'];
    applicants: number[];
    stage?: string;
    positions?: Application['positions'];
  },
): Application => ({
  id,
  public_id: String(6000 + id),
  title,
  status,
  term_type: extra.termType ?? 'FULL_TERM',
  about: null,
  workflow: { stages: stagesAt(extra.stage ?? null, status === 'APPOINTED') },
  invited_applicant_ids: [],
  organisation_id: 3,
  applicant_ids: extra.applicants,
  positions: extra.positions ?? [],
  appointments: [],
  user_can: [],
});

const candidateDirector = (userIds: number[]): Application['positions'][number] => ({
  id: 11,
  name: 'Candidate Director',
  removed: false,
  assignments: [{ user_ids: userIds }],
});

/** Organisation 3's applications, oldest first: every status, at each stage of its template. */
export const storyOrgApplications: Application[] = [
  application(301, 'Teacher, Rift Valley Academy', 'IN_PROGRESS', {
    applicants: [100],
    stage: 'Enquiry',
    positions: [candidateDirector([1102])],
  }),
  application(302, 'Nurse, Kijabe Hospital', 'IN_PROGRESS', {
    termType: 'SHORT_TERM',
    applicants: [101, 102],
    stage: 'Assessment',
  }),
  application(303, 'Pilot, Mission Aviation Fellowship', 'ON_HOLD', {
    applicants: [103],
    stage: 'Assessment',
    positions: [candidateDirector([1104])],
  }),
  application(304, 'Accountant, Nairobi office', 'APPOINTED', { applicants: [104] }),
  application(305, 'Youth worker, Mombasa', 'REJECTED', { termType: 'SHORT_TERM', applicants: [105] }),
  application(306, 'IT support, Nairobi office', 'ABANDONED', { termType: 'SHORT_TERM', applicants: [106] }),
  application(307, 'Bible translation consultant, Arusha', 'IN_PROGRESS', {
    applicants: [107, 108, 109],
    stage: 'Appointment',
  }),
];

/** How the list sorts: when made (by id here), title, or running statuses first; newest first by default. */
const compare: Record<string, (a: Application, b: Application) => number> = {
  created_at: (a, b) => a.id - b.id,
  title: (a, b) => a.title.localeCompare(b.title, 'en', { sensitivity: 'base' }),
  status: (a, b) => applicationOrder(a.status) - applicationOrder(b.status) || b.id - a.id,
};
const runningFirst: readonly ApplicationStatus[] = [
  'IN_PROGRESS',
  'ON_HOLD',
  'APPOINTED',
  'REJECTED',
  'ABANDONED',
];
const applicationOrder = (status: ApplicationStatus) => runningFirst.indexOf(status);

/** The applications list as the server answers it for organisation 3: filtered, sorted and paged. */
function applicationsAnswer(applications: readonly Application[], url: URL) {
  const query = url.searchParams;
  const statuses = query.get('status')?.split(',') ?? [...applicationStatuses];
  const position = query.get('position');
  const stage = query.get('stage');
  const sort = query.get('sort') ?? '-created_at';
  const byKey = compare[sort.replace(/^-/, '')] ?? compare.created_at;
  const matches = applications
    .filter((each) => query.get('organisation') === String(each.organisation_id))
    .filter((each) => statuses.includes(each.status))
    .filter((each) => position === null || each.positions.some((held) => String(held.id) === position))
    .filter((each) => stage === null || currentStageOf(each) === stage)
    .sort(byKey);
  if (sort.startsWith('-')) matches.reverse();
  // The stages come only when asked for, as the server sends them.
  const withStages = query.has('with_workflow_stages')
    ? matches
    : matches.map(({ workflow: _, ...rest }) => rest);
  return pageOf(withStages, Number(query.get('page') ?? 1), Number(query.get('per_page') ?? 25));
}

/** People as `GET api/person-profiles` finds them for these screens: by id, or searched in one organisation. */
function peopleAnswer(people: readonly PersonProfileListItem[], url: URL) {
  const query = url.searchParams;
  const ids = query.get('id')?.split(',').map(Number);
  const organisation = query.get('organisation');
  const words = fold(query.get('search') ?? '')
    .split(/\s+/)
    .filter(Boolean);
  const matches = people
    .filter((person) => ids === undefined || ids.includes(person.id))
    .filter(
      (person) => organisation === null || person.mobilisedByOrganisationIds.includes(Number(organisation)),
    )
    .filter((person) => query.get('has_user') !== 'true' || person.userId !== null)
    .filter((person) =>
      words.every((word) =>
        fold(`${person.firstName} ${person.lastName} ${person.aimPositionalEmail ?? ''}`).includes(word),
      ),
    );
  return pageOf(matches, 1, Number(query.get('per_page') ?? 25));
}

export interface OrgApplicationsServerState {
  applications?: Application[];
  templates?: WorkflowTemplate[];
  positions?: PositionRecord[];
  people?: PersonProfileListItem[];
  /** People the organisation stopped mobilising after the form found them: naming one is a 422. */
  noLongerMobilised?: number[];
}

/**
 * The calls of the organisation's applications screens as the server answers them, over copies of the
 * given records that creating changes: the list (organisation 3's, filtered, sorted, paged), the people
 * found by id or by name, the positions and workflow templates, and creating an application (a person the
 * organisation no longer mobilises is a 422 naming the item). `onRequest` sees each list call's URL,
 * `onCreate` each create's body.
 */
export function orgApplicationsServer(
  state: OrgApplicationsServerState,
  {
    onRequest = () => {},
    onCreate = () => {},
  }: { onRequest?: (url: URL) => void; onCreate?: (body: CreateApplicationBody) => void } = {},
) {
  const applications = structuredClone(state.applications ?? storyOrgApplications);
  const people = state.people ?? storyApplicationPeople;
  let nextId = 400;
  return [
    http.get(mswPath('listApplications'), ({ request }) => {
      const url = new URL(request.url);
      onRequest(url);
      return HttpResponse.json(applicationsAnswer(applications, url));
    }),
    http.get(mswPath('listPersonProfiles'), ({ request }) =>
      HttpResponse.json(peopleAnswer(people, new URL(request.url))),
    ),
    http.get(mswPath('listPositions', { org_id: 3 }), ({ request }) => {
      const withRemoved = new URL(request.url).searchParams.get('include_removed') === 'true';
      return HttpResponse.json((state.positions ?? []).filter((each) => withRemoved || !each.removed));
    }),
    http.get(mswPath('listWorkflowTemplates', { org_id: 3 }), () =>
      HttpResponse.json(state.templates ?? [storyWorkflowTemplate]),
    ),
    http.post(mswPath('createApplication', { org_id: 3 }), async ({ request }) => {
      const body = (await request.json()) as CreateApplicationBody;
      onCreate(body);
      await delay(100);
      const refused = body.applicant_ids.flatMap((id, index) =>
        state.noLongerMobilised?.includes(id)
          ? [[`applicant_ids.${index}`, ['is not a person this organisation mobilises']] as const]
          : [],
      );
      if (refused.length > 0) {
        return HttpResponse.json(
          {
            code: 'validation_failed',
            message: 'The request is not valid',
            errors: Object.fromEntries(refused),
            requestId: 'story',
          },
          { status: 422 },
        );
      }
      const id = nextId++;
      const created: ApplicationRecord = {
        ...application(id, body.title, 'IN_PROGRESS', {
          termType: body.term_type,
          applicants: body.applicant_ids,
          stage: stageNames[0],
        }),
        about: body.about ?? null,
        positions: [],
        version: 1,
      };
      applications.push(created);
      return HttpResponse.json(created, { status: 201 });
    }),
  ];
}
