import {
  type Assignment,
  assignmentsPath,
  type FamilyRecord,
  familiesPath,
  type Membership,
  membershipsPath,
} from '@mobilise/contract';
import { HttpResponse, http } from 'msw';
import { pageOf } from '../../my-aim/stories/fixtures.ts';

const notFound = () =>
  HttpResponse.json({ code: 'not_found', message: 'Not found', requestId: 'story' }, { status: 404 });

/** What the people stories' mocked server answers, typed by the contract's shapes. */
export const peopleHandlers = {
  /** `GET api/families/{id}`: the family by its id, any other id out of reach; `onRequest` sees each URL. */
  family: (family: FamilyRecord, onRequest: (url: URL) => void = () => {}) =>
    http.get(`${familiesPath}/:id`, ({ params, request }) => {
      onRequest(new URL(request.url));
      return Number(params.id) === family.id ? HttpResponse.json(family) : notFound();
    }),
  memberships: (memberships: Membership[], onRequest: (url: URL) => void = () => {}) =>
    http.get(membershipsPath, ({ request }) => {
      onRequest(new URL(request.url));
      return HttpResponse.json(pageOf(memberships));
    }),
  assignments: (assignments: Assignment[], onRequest: (url: URL) => void = () => {}) =>
    http.get(assignmentsPath, ({ request }) => {
      onRequest(new URL(request.url));
      return HttpResponse.json(pageOf(assignments));
    }),
  /** A call the server refuses (403), which the app does not retry. */
  refused: (path: string) =>
    http.get(path, () =>
      HttpResponse.json({ code: 'forbidden', message: 'Refused', requestId: 'story' }, { status: 403 }),
    ),
};
