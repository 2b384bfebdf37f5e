import type { Assignment, EndpointName, FamilyRecord, FormTemplate, Membership } from '@mobilise/contract';
import { HttpResponse, http } from 'msw';
import { type MswPathParams, mswPath } from '../../../api/msw-path.ts';
import { pageOf } from '../../my-aim/stories/index.ts';

const notFound = () =>
  HttpResponse.json({ code: 'not_found', message: 'Not found', requestId: 'story' }, { status: 404 });

type OnSave = (method: string, url: URL, body: unknown) => void;

/** A form's saves: the create (POST, answering `createdId`) and later updates (PUT). */
const formSaves = (
  [create, update]: [create: EndpointName, update: EndpointName],
  onSave: OnSave,
  createdId: number,
) => [
  http.post(mswPath(create), async ({ request }) => {
    onSave('POST', new URL(request.url), await request.json());
    return HttpResponse.json({ id: createdId }, { status: 201 });
  }),
  http.put(mswPath(update), async ({ request }) => {
    onSave('PUT', new URL(request.url), await request.json());
    return new HttpResponse(null, { status: 204 });
  }),
];

/** What the people stories' mocked server answers, typed by the contract's shapes. */
export const peopleHandlers = {
  /** `GET api/families/{id}`: the family by its id, any other id out of reach; `onRequest` sees each URL. */
  family: (family: FamilyRecord, onRequest: (url: URL) => void = () => {}) =>
    http.get(mswPath('getFamily'), ({ params, request }) => {
      // `api/families/form` is the blank form's, answered by another handler.
      if (params.id === 'form') return;
      onRequest(new URL(request.url));
      return Number(params.id) === family.id ? HttpResponse.json(family) : notFound();
    }),
  memberships: (memberships: Membership[], onRequest: (url: URL) => void = () => {}) =>
    http.get(mswPath('listMemberships'), ({ request }) => {
      onRequest(new URL(request.url));
      return HttpResponse.json(pageOf(memberships));
    }),
  assignments: (assignments: Assignment[], onRequest: (url: URL) => void = () => {}) =>
    http.get(mswPath('listAssignments'), ({ request }) => {
      onRequest(new URL(request.url));
      return HttpResponse.json(pageOf(assignments));
    }),
  /** `GET api/families/form` and `api/families/{id}/form`; `onRequest` sees each URL. */
  familyForm: (form: FormTemplate, onRequest: (url: URL) => void = () => {}) =>
    [mswPath('getFamilyBlankForm'), mswPath('getFamilyForm')].map((path) =>
      http.get(path, ({ request }) => {
        onRequest(new URL(request.url));
        return HttpResponse.json(form);
      }),
    ),
  /** `POST api/families` answers the new family's id; `PUT api/families/{id}` the saved family. */
  familySaves: (onSave: OnSave, createdId = 9) =>
    formSaves(['createFamily', 'updateFamily'], onSave, createdId),
  /** `GET api/person-profiles/form`, the blank form; `onRequest` sees each URL. */
  personProfileForm: (form: FormTemplate, onRequest: (url: URL) => void = () => {}) =>
    http.get(mswPath('getPersonProfileBlankForm'), ({ request }) => {
      onRequest(new URL(request.url));
      return HttpResponse.json(form);
    }),
  /** `POST api/person-profiles` answers the new person's id; `PUT api/person-profiles/{id}` saves. */
  personProfileSaves: (onSave: OnSave, createdId = 40) =>
    formSaves(['createPersonProfile', 'updatePersonProfile'], onSave, createdId),
  /** `POST api/person-profiles/{id}/invite`: `answer` makes the reply (the invite's date, or a refusal). */
  invite: (answer: () => Response) => http.post(mswPath('invitePersonProfile'), answer),
  /** A read of `name` the server refuses (403), which the app does not retry; `params` narrow it to one record. */
  refused: <Name extends EndpointName>(name: Name, params?: MswPathParams<Name>) =>
    http.get(mswPath(name, params), () =>
      HttpResponse.json({ code: 'forbidden', message: 'Refused', requestId: 'story' }, { status: 403 }),
    ),
};
