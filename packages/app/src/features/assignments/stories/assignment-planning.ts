import type {
  Assignment,
  CreateItineraryItemBody,
  UpdateAssignmentPlanBody,
  UpdateItineraryItemBody,
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

/**
 * Planning the story's assignment as the server answers it: the plan's PATCH and the itinerary's add,
 * change and remove, each at the assignment's version (else a 409), each moving it on. `assignment` is
 * the page server's copy, changed in place; `onWrite` sees each write's method, path and body.
 */
export function assignmentPlanningHandlers(
  assignment: Assignment,
  onWrite: (call: string, body: unknown) => void,
) {
  const written = (request: Request, body: unknown) =>
    onWrite(`${request.method} ${new URL(request.url).pathname}`, body);
  const nextItemId = () => Math.max(0, ...assignment.itinerary_items.map((item) => item.id)) + 1;
  return [
    http.patch(mswPath('updateAssignmentPlan'), async ({ request }) => {
      const { version, ...plan } = (await request.json()) as UpdateAssignmentPlanBody;
      written(request, { version, ...plan });
      if (version !== assignment.version) return stale();
      Object.assign(assignment, plan, { version: version + 1 });
      return HttpResponse.json(assignment);
    }),
    http.post(mswPath('createItineraryItem'), async ({ request }) => {
      const { version, ...item } = (await request.json()) as CreateItineraryItemBody;
      written(request, { version, ...item });
      if (version !== assignment.version) return stale();
      assignment.itinerary_items.push({ id: nextItemId(), ...item });
      assignment.itinerary_items.sort((a, b) => (a.start_date ?? '9').localeCompare(b.start_date ?? '9'));
      assignment.version = version + 1;
      return HttpResponse.json(assignment);
    }),
    http.patch(mswPath('updateItineraryItem'), async ({ request, params }) => {
      const { version, ...changes } = (await request.json()) as UpdateItineraryItemBody;
      written(request, { version, ...changes });
      if (version !== assignment.version) return stale();
      const item = assignment.itinerary_items.find((each) => each.id === Number(params.item_id));
      Object.assign(item ?? {}, changes);
      assignment.version = version + 1;
      return HttpResponse.json(assignment);
    }),
    http.delete(mswPath('deleteItineraryItem'), ({ request, params }) => {
      const version = Number(new URL(request.url).searchParams.get('version'));
      written(request, { version });
      if (version !== assignment.version) return stale();
      assignment.itinerary_items = assignment.itinerary_items.filter(
        (each) => each.id !== Number(params.item_id),
      );
      assignment.version = version + 1;
      return HttpResponse.json(assignment);
    }),
  ];
}
