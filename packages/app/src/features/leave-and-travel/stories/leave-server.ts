import type { FormTemplate, LeaveRequestRecord, TravelPlanRecord } from '@mobilise/contract';
import { HttpResponse, http } from 'msw';
import { mswPath } from '../../../api/msw-path.ts';
import { assetService, storyAttachments } from '../../assets/stories/index.ts';
import { myAimHandlers, pageOf } from '../../my-aim/stories/index.ts';

/**
 * Margaret Osei's (profile 21) compassionate leave with her son Kofi (profile 24), awaiting the decision
 * of AIM Europe (organisation 3), which its office staff may approve or reject.
 */
export const storyLeaveRequest: LeaveRequestRecord = {
  id: 71,
  version: 3,
  publicId: 'LR-0071',
  subjectIds: [21, 24],
  departureDate: '2027-03-04',
  arrivalDate: '2027-03-05',
  returnDate: '2027-03-25',
  destination: 'Kumasi, Ghana',
  destinationAddress: {
    addressLineOne: '14 Prempeh Road',
    addressLineTwo: '',
    city: 'Kumasi',
    country: 'KE',
    postCode: 'AK-039',
  },
  phoneNumbers: ['+233 20 555 0143'],
  notes: 'Funeral of my father; back in time for the term.',
  attachments: [],
  assignments: [],
  hasBeenConfirmedAsTakingPlace: false,
  hasBeenConfirmedAsEnded: false,
  types: [{ type: 'EXTRAORDINARY', sub_type: 'COMPASSIONATE' }],
  status: 'AWAITING_APPROVAL',
  multipleTypeNotes: null,
  travellingFamilyMemberPersonProfileIds: [24],
  createdAt: '2027-02-20T09:30:00Z',
  createdBy: 5,
  updatedAt: '2027-02-21T10:00:00Z',
  updatedBy: 5,
  updatedReason: null,
  userCan: ['approve', 'reject', 'update'],
  person: { id: 21, name: 'Margaret Osei', avatarId: null },
  organisation: { id: 3, name: 'AIM Europe' },
  decisionReason: null,
  isLegacy: false,
};

/** Her approved trip to a conference within Kenya, back home now, its end still to confirm. */
export const storyTravelPlan: TravelPlanRecord = {
  ...storyLeaveRequest,
  id: 72,
  version: 5,
  publicId: 'TP-0072',
  subjectIds: [21],
  travellingFamilyMemberPersonProfileIds: [],
  departureDate: '2026-10-02',
  arrivalDate: '2026-10-02',
  returnDate: '2026-10-09',
  destination: 'Mombasa',
  destinationAddress: null,
  notes: null,
  types: [{ type: 'TRAVEL_WITHIN_COUNTRY_OF_SERVICE', country: 'KE', organisation_id: null }],
  status: 'APPROVED',
  hasBeenConfirmedAsTakingPlace: true,
  hasNotifiedOnSiteLeadership: true,
  hasNotNotifiedOnSiteLeadershipReason: null,
  purposeOfTravel: 'Regional teachers’ conference.',
  attachments: [301],
  destinationId: null,
  userCan: ['confirm_ended'],
};

/** Further leave of the organisation, one in each status, for the lists. */
export const storyLeaveRequests: LeaveRequestRecord[] = [
  storyLeaveRequest,
  {
    ...storyLeaveRequest,
    id: 73,
    publicId: 'LR-0073',
    subjectIds: [30],
    travellingFamilyMemberPersonProfileIds: [],
    person: { id: 30, name: 'Daniel Kiprop', avatarId: null },
    types: [
      { type: 'HOME', sub_type: null },
      { type: 'STUDY', sub_type: null },
    ],
    departureDate: '2027-06-01',
    returnDate: '2027-12-20',
    status: 'APPROVED',
    userCan: [],
  },
  {
    ...storyLeaveRequest,
    id: 74,
    publicId: 'LR-0074',
    subjectIds: [31],
    travellingFamilyMemberPersonProfileIds: [],
    person: { id: 31, name: 'Ingrid Sørensen', avatarId: null },
    types: [{ type: 'ANNUAL', sub_type: null }],
    departureDate: '2027-01-10',
    returnDate: '2027-01-24',
    status: 'REJECTED',
    decisionReason: 'The school term has started; please choose dates in the holidays.',
    userCan: [],
  },
];

const notFound = () =>
  HttpResponse.json({ code: 'not_found', message: 'Not found', requestId: 'story' }, { status: 404 });
const stale = () =>
  HttpResponse.json({ code: 'stale', message: 'Changed meanwhile', requestId: 'story' }, { status: 409 });

export interface LeaveServerOptions {
  leaveRequests?: LeaveRequestRecord[];
  travelPlans?: TravelPlanRecord[];
  /** The version the server holds of every record, when newer than the page's: each change is a 409 until read again. */
  serverVersionAhead?: boolean;
  /** Sees each list's query, and each write's method, path and body. */
  onRequest?: (url: URL) => void;
  onWrite?: (call: string, body: unknown) => void;
}

/**
 * The leave and travel calls as the server answers them, over copies of the records that the changes
 * change: the lists (their filters seen by `onRequest`), one record, approve, reject, confirm taking
 * place and ended; with the names of the people going and the countries.
 */
export function leaveServer({
  leaveRequests = storyLeaveRequests,
  travelPlans = [storyTravelPlan],
  serverVersionAhead = false,
  onRequest = () => {},
  onWrite = () => {},
}: LeaveServerOptions = {}) {
  const held = {
    leave: structuredClone(leaveRequests),
    travel: structuredClone(travelPlans),
  };
  // The page reads an older version first, the server's next.
  let firstRead = serverVersionAhead;
  const read = <Record extends { version: number }>(record: Record) => {
    if (!firstRead) return record;
    firstRead = false;
    return { ...record, version: record.version - 1 };
  };
  const change = (
    records: (LeaveRequestRecord | TravelPlanRecord)[],
    path: string,
    step: (record: LeaveRequestRecord | TravelPlanRecord, body: { version: number; reason?: string }) => void,
  ) =>
    http.post(path, async ({ params, request }) => {
      const body = (await request.json()) as { version: number; reason?: string };
      onWrite(`POST ${new URL(request.url).pathname}`, body);
      const record = records.find(({ id }) => id === Number(params.id));
      if (!record) return notFound();
      if (body.version !== record.version) return stale();
      step(record, body);
      record.version += 1;
      return HttpResponse.json(record);
    });
  const decided =
    (status: 'APPROVED' | 'REJECTED') =>
    (record: LeaveRequestRecord | TravelPlanRecord, body: { reason?: string }) => {
      record.status = status;
      record.decisionReason = body.reason ?? null;
      record.userCan = [];
    };
  const list =
    (records: () => (LeaveRequestRecord | TravelPlanRecord)[]) =>
    ({ request }: { request: Request }) => {
      const url = new URL(request.url);
      onRequest(url);
      const statuses = url.searchParams.get('status')?.split(',');
      const person = url.searchParams.get('person_profile');
      return HttpResponse.json(
        pageOf(
          records().filter(
            (record) =>
              (!statuses || statuses.includes(record.status)) &&
              (!person || record.subjectIds.includes(Number(person))),
          ),
        ),
      );
    };
  return [
    myAimHandlers.countries(),
    http.get(mswPath('listPersonProfiles'), () =>
      HttpResponse.json(
        pageOf([
          {
            id: 24,
            firstName: 'Kofi',
            lastName: 'Osei',
            userId: null,
            aimPositionalEmail: null,
            aimPersonalEmail: null,
          },
        ]),
      ),
    ),
    // The travel plan's one file, which it lists by its owner.
    ...assetService(storyAttachments.slice(0, 1)),
    http.get(
      mswPath('listLeaveRequests'),
      list(() => held.leave),
    ),
    http.get(
      mswPath('listTravelPlans'),
      list(() => held.travel),
    ),
    http.get(
      mswPath('listLeaveAndTravel'),
      list(() => [
        ...held.leave.map((record) => ({ ...record, kind: 'leave_request' as const })),
        ...held.travel.map((record) => ({ ...record, kind: 'travel_plan' as const })),
      ]),
    ),
    http.get(mswPath('getLeaveRequest'), ({ params }) => {
      // `api/leave-requests/form` is the blank form's, answered by another handler.
      if (params.id === 'form') return;
      const record = held.leave.find(({ id }) => id === Number(params.id));
      return record ? HttpResponse.json(read(record)) : notFound();
    }),
    http.get(mswPath('getTravelPlan'), ({ params }) => {
      if (params.id === 'form') return;
      const record = held.travel.find(({ id }) => id === Number(params.id));
      return record ? HttpResponse.json(read(record)) : notFound();
    }),
    change(held.leave, mswPath('approveLeaveRequest'), decided('APPROVED')),
    change(held.leave, mswPath('rejectLeaveRequest'), decided('REJECTED')),
    change(held.travel, mswPath('approveTravelPlan'), decided('APPROVED')),
    change(held.travel, mswPath('rejectTravelPlan'), decided('REJECTED')),
    change(held.travel, mswPath('confirmTravelPlanEnded'), (record) => {
      record.hasBeenConfirmedAsEnded = true;
      record.userCan = [];
    }),
    change(held.leave, mswPath('confirmLeaveRequestEnded'), (record) => {
      record.hasBeenConfirmedAsEnded = true;
      record.userCan = [];
    }),
  ];
}

/** A leave request's form, cut down to its destination: enough to create the request and save answers. */
export const storyLeaveForm = (destination?: string): FormTemplate => ({
  title: destination === undefined ? 'Request leave' : 'Leave request',
  pages: [
    {
      id: 'where',
      sections: [
        {
          id: 'where',
          title: 'Where',
          hidden: false,
          nodes: [
            {
              type: 'SingleQuestion',
              question: {
                label: 'Destination',
                input: {
                  name: 'destination',
                  fieldName: 'destination',
                  fieldType: 'Text',
                  label: 'Destination',
                  constraints: [{ type: 'Required', scope: 'global' }],
                  hasMultipleAnswers: false,
                },
                answers: destination === undefined ? [] : [destination],
              },
            },
          ],
        },
      ],
    },
  ],
});

/**
 * The leave request's form calls: the blank and the record's form, the create (answering the new
 * request's id, 71) and the saves; `onCall` sees each call's method, path with query, and body.
 */
export function leaveFormServer(
  form: FormTemplate,
  onCall: (method: string, url: URL, body?: unknown) => void = () => {},
) {
  return [
    ...[mswPath('getLeaveRequestBlankForm'), mswPath('getLeaveRequestForm')].map((path) =>
      http.get(path, ({ request }) => {
        onCall('GET', new URL(request.url));
        return HttpResponse.json(form);
      }),
    ),
    http.post(mswPath('createLeaveRequest'), async ({ request }) => {
      onCall('POST', new URL(request.url), await request.json());
      return HttpResponse.json({ id: 71 }, { status: 201 });
    }),
    http.put(mswPath('updateLeaveRequest'), async ({ request }) => {
      onCall('PUT', new URL(request.url), await request.json());
      return HttpResponse.json(storyLeaveRequest);
    }),
  ];
}
