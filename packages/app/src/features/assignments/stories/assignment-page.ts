import {
  type Assignment,
  type AssignmentChange,
  type AssignmentChangeBody,
  assignmentChangeEndpoints,
  assignmentChanges,
} from '@mobilise/contract';
import { HttpResponse, http } from 'msw';
import { mswPath } from '../../../api/msw-path.ts';
import { pageOf } from '../../organisation/stories/index.ts';
import { assignmentPlanningHandlers } from './assignment-planning.ts';
import { mouDocumentHandlers } from './mou-documents.ts';
import { offerAndPlanHandlers } from './offer-and-plan.ts';

/** What office staff of the sending organisation may do to a POTENTIAL assignment, MOU uploads among it. */
export const officeAssignmentActions: Assignment['user_can'] = [
  'abandon',
  'restore',
  'share_with_receiving_organisation',
  'share_with_assignee',
  'upload_mou_document',
];

/**
 * A POTENTIAL assignment (public id 1057) of Amara Okafor (profile 102), made when AIM Europe appointed
 * her to its application 42, to be received by AIM Eastern Africa: an itinerary of three items, an
 * offer, a logistics plan in draft, a child's education plan and a review; shared with nobody yet.
 */
export const storyAssignment: Assignment = {
  id: 57,
  public_id: '1057',
  status: 'POTENTIAL',
  is_abandoned: false,
  assignee: { id: 102, name: 'Amara Okafor', avatarId: null },
  associated_with: { type: 'APPLICATION', id: 42, title: 'Teacher at Rift Valley Academy' },
  explored_by: { id: 3, name: 'AIM Europe' },
  received_by: { id: 7, name: 'AIM Eastern Africa' },
  proposed_dates: { start_date: '2027-08-01', end_date: '2030-07-31' },
  confirmed_dates: null,
  is_shared_with_receiving_organisation: false,
  is_shared_with_assignee: false,
  user_can: officeAssignmentActions,
  user_can_manage: ['edit_plan', 'edit_offer', 'edit_logistics_plan', 'submit_logistics_plan'],
  positions: [
    { id: 11, name: 'Candidate Director', removed: false, assignments: [{ user_ids: [1100] }] },
    { id: 13, name: 'Recruiter', removed: true, assignments: [] },
  ],
  financial_clearance_was_given: false,
  offer_for_assignment: {
    status: 'OFFERED',
    notes: 'Housing on the academy campus.\nFlights booked by the receiving office.',
    accepted_on: null,
  },
  outbound_logistics_plan: {
    id: 31,
    version: 2,
    notes: null,
    attachments: [801, 802],
    submitted_by: null,
    status: 'DRAFT',
  },
  receiving_organisation_is_ready_to_receive_assignment: true,
  itinerary_items: [
    {
      id: 61,
      type: 'AIM_AIR_PRE_FIELD_ORIENTATION',
      responsible_for: 'AIM Air',
      start_date: '2027-06-14',
      end_date: '2027-06-25',
      status: 'CONFIRMED',
    },
    {
      id: 62,
      type: 'LANGUAGE_SCHOOL',
      responsible_for: 'Kijabe Language School',
      start_date: '2027-07-05',
      end_date: null,
      status: 'PLANNED',
    },
    {
      id: 63,
      type: 'MAIN',
      responsible_for: null,
      start_date: '2027-08-01',
      end_date: '2030-07-31',
      status: 'POTENTIAL',
    },
  ],
  children_education_plans: [
    { id: 301, status: 'APPROVED', personProfileId: 108, academicYear: '2027-2028', expiresOn: '2028-07-31' },
  ],
  current_leave_requests: [],
  current_travel_plans: [],
  reviews: [{ id: 401, date: '2028-08-01', status: 'NOT_SUBMITTED', type: 'ANNUAL' }],
  mou_document_ids: [],
  workflow: { stages: [], user_can: [] },
  requisition: null,
  location: { country_name: 'Kenya', geolocation_name: 'Kijabe', team_name: null, unit_name: null },
  version: 4,
};

const apiError = (status: number, code: string, message: string) =>
  HttpResponse.json({ code, message, requestId: 'story' }, { status });

/** What each change does to the assignment's flags. */
const changed: Record<AssignmentChange, Partial<Assignment>> = {
  abandon: { is_abandoned: true },
  restore: { is_abandoned: false },
  share_with_receiving_organisation: { is_shared_with_receiving_organisation: true },
  unshare_from_receiving_organisation: { is_shared_with_receiving_organisation: false },
  share_with_assignee: { is_shared_with_assignee: true },
  unshare_from_assignee: { is_shared_with_assignee: false },
};

/** The other writes that send a version alone, and what each does to the assignment. */
const versionOnlyWrites = [
  ...assignmentChanges.map((change) => [assignmentChangeEndpoints[change], changed[change]] as const),
  [
    'markAssignmentReadyToReceive',
    { receiving_organisation_is_ready_to_receive_assignment: true } as Partial<Assignment>,
  ] as const,
  [
    'markAssignmentNotReadyToReceive',
    { receiving_organisation_is_ready_to_receive_assignment: false } as Partial<Assignment>,
  ] as const,
];

export interface AssignmentPageServerState {
  assignment?: Assignment;
  /** The version the server holds when the page's is older: every change is then a 409 until reloaded. */
  serverVersion?: number;
}

/**
 * The assignment page's calls as the server answers them, over a copy of the assignment that the
 * changes of the actions table change: the assignment by public id and by id, the public id of its
 * application, the six changes, the receiving organisation's readiness and the planning writes (a stale version is a 409; once read again,
 * the change goes through). `onWrite` sees each write's method, path and body.
 */
export function assignmentPageServer(
  state: AssignmentPageServerState = {},
  onWrite: (call: string, body: unknown) => void = () => {},
) {
  const assignment = structuredClone(state.assignment ?? storyAssignment);
  if (state.serverVersion !== undefined) assignment.version = state.serverVersion;
  // The first read answers the page's older version; the next reads the server's.
  let firstRead = state.serverVersion !== undefined;
  return [
    http.get(mswPath('listAssignments'), ({ request }) => {
      const wanted = new URL(request.url).searchParams.get('public_id');
      return HttpResponse.json(pageOf(wanted === assignment.public_id ? [assignment] : [], 1, 1));
    }),
    http.get(mswPath('getAssignment'), ({ params }) => {
      if (Number(params.id) !== assignment.id) return apiError(404, 'not_found', 'Not found');
      if (firstRead) {
        firstRead = false;
        return HttpResponse.json({ ...assignment, version: assignment.version - 1 });
      }
      return HttpResponse.json(assignment);
    }),
    http.get(mswPath('listApplications'), () =>
      HttpResponse.json(pageOf([{ id: 42, public_id: '1042' }], 1, 1)),
    ),
    ...versionOnlyWrites.map(([endpoint, change]) =>
      http.post(mswPath(endpoint), async ({ request }) => {
        const body = (await request.json()) as AssignmentChangeBody;
        onWrite(`${request.method} ${new URL(request.url).pathname}`, body);
        if (body.version !== assignment.version) {
          return apiError(409, 'stale_version', 'Someone else changed this record since you opened it.');
        }
        Object.assign(assignment, change, { version: assignment.version + 1 });
        return HttpResponse.json(assignment);
      }),
    ),
    ...assignmentPlanningHandlers(assignment, onWrite),
    ...offerAndPlanHandlers(assignment, onWrite),
    ...mouDocumentHandlers(assignment, onWrite),
  ];
}
