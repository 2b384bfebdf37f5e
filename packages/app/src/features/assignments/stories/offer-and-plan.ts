import type {
  Asset,
  Assignment,
  AssignmentChangeBody,
  UpdateOfferBody,
  UpdateOutboundLogisticsPlanBody,
} from '@mobilise/contract';
import { HttpResponse, http } from 'msw';
import { mswPath } from '../../../api/msw-path.ts';

const stale = () =>
  HttpResponse.json(
    {
      code: 'stale_version',
      message: 'Someone else changed this record since you opened it.',
      requestId: 'story',
    },
    { status: 409 },
  );

const uploader = { id: 4, firstName: 'Daniel', lastName: 'Okafor', knownAs: 'Dan', avatarId: null };

/** The files of the story assignment's logistics plan (801 and 802). */
export const storyPlanFiles: Asset[] = [
  {
    id: 801,
    filename: 'flights-nairobi.pdf',
    title: 'Flights to Nairobi',
    file_size: 182_000,
    content_type: 'application/pdf',
    created_at: '2027-05-03T09:00:00.000Z',
    updated_at: '2027-05-03T09:00:00.000Z',
    uploaded_by: 12,
    uploaded_by_profile: uploader,
  },
  {
    id: 802,
    filename: 'shipping-quote.pdf',
    title: 'Shipping quote',
    file_size: 96_000,
    content_type: 'application/pdf',
    created_at: '2027-05-04T10:30:00.000Z',
    updated_at: '2027-05-04T10:30:00.000Z',
    uploaded_by: 12,
    uploaded_by_profile: uploader,
  },
];

/** The day the story's assignee accepts the offer. */
export const storyAcceptedOn = '2027-05-10';

/**
 * The offer and the logistics plan of the story's assignment as the server answers them: writing the
 * offer (at the assignment's version), the assignee's answer, the plan's notes and steps (at the plan's
 * version), each else a 409, and the plan's files. `assignment` is the page server's copy, changed in
 * place, with the caller's user_can_manage following each step; `onWrite` sees each write.
 */
export function offerAndPlanHandlers(assignment: Assignment, onWrite: (call: string, body: unknown) => void) {
  const written = (request: Request, body: unknown) =>
    onWrite(`${request.method} ${new URL(request.url).pathname}`, body);
  const rights = (drop: string[], add: Assignment['user_can_manage'] = []) => {
    assignment.user_can_manage = [
      ...assignment.user_can_manage.filter((right) => !drop.includes(right)),
      ...add,
    ];
  };
  const answer =
    (status: 'ACCEPTED' | 'DECLINED') =>
    async ({ request }: { request: Request }) => {
      const body = (await request.json()) as AssignmentChangeBody;
      written(request, body);
      if (body.version !== assignment.version || assignment.offer_for_assignment === null) return stale();
      assignment.offer_for_assignment = {
        ...assignment.offer_for_assignment,
        status,
        accepted_on: status === 'ACCEPTED' ? storyAcceptedOn : null,
      };
      assignment.version += 1;
      rights(['respond_to_offer']);
      return HttpResponse.json(assignment);
    };
  const planStep =
    (status: 'SUBMITTED' | 'APPROVED' | 'REJECTED') =>
    async ({ request }: { request: Request }) => {
      const body = (await request.json()) as AssignmentChangeBody;
      written(request, body);
      const plan = assignment.outbound_logistics_plan;
      if (plan === null || body.version !== plan.version) return stale();
      assignment.outbound_logistics_plan = { ...plan, status, version: plan.version + 1 };
      if (status === 'SUBMITTED') rights(['edit_logistics_plan', 'submit_logistics_plan']);
      else rights(['decide_logistics_plan']);
      return HttpResponse.json(assignment);
    };
  return [
    http.put(mswPath('updateAssignmentOffer'), async ({ request }) => {
      const { version, notes, status } = (await request.json()) as UpdateOfferBody;
      written(request, { version, notes, status });
      if (version !== assignment.version) return stale();
      assignment.offer_for_assignment = { notes, status, accepted_on: null };
      assignment.version += 1;
      return HttpResponse.json(assignment);
    }),
    http.post(mswPath('acceptAssignmentOffer'), answer('ACCEPTED')),
    http.post(mswPath('declineAssignmentOffer'), answer('DECLINED')),
    http.put(mswPath('updateOutboundLogisticsPlan'), async ({ request }) => {
      const { version, notes } = (await request.json()) as UpdateOutboundLogisticsPlanBody;
      written(request, { version, notes });
      const plan = assignment.outbound_logistics_plan;
      if (version !== (plan?.version ?? 0)) return stale();
      assignment.outbound_logistics_plan = plan
        ? { ...plan, notes, version: version + 1 }
        : { id: 31, version: 1, notes, attachments: [], submitted_by: null, status: 'DRAFT' };
      return HttpResponse.json(assignment);
    }),
    http.post(mswPath('submitOutboundLogisticsPlan'), planStep('SUBMITTED')),
    http.post(mswPath('approveOutboundLogisticsPlan'), planStep('APPROVED')),
    http.post(mswPath('rejectOutboundLogisticsPlan'), planStep('REJECTED')),
    // The plan's files; any other record's go on to the handlers after these.
    http.get(mswPath('listAssets'), ({ request }) => {
      const query = new URL(request.url).searchParams;
      if (query.get('assetable_type') !== 'outbound_logistics_plan') return undefined;
      const ids = assignment.outbound_logistics_plan?.attachments ?? [];
      return HttpResponse.json(storyPlanFiles.filter((file) => ids.includes(file.id)));
    }),
  ];
}
