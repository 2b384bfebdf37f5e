import {
  type Application,
  applicationsPath,
  type CurrentUserResponse,
  type FormTemplate,
  type FullPersonProfile,
  personProfilesPath,
  referenceListPaths,
} from '@mobilise/contract';
import { delay, HttpResponse, http } from 'msw';
import { pageOf, storyOrganisations } from './fixtures.ts';

/** What the stories' mocked server answers; each call is typed by the contract's shapes. */
export const myAimHandlers = {
  currentUser: (user: CurrentUserResponse) => http.get('/api/users/me', () => HttpResponse.json(user)),
  organisations: () =>
    http.get(referenceListPaths.organisations, () => HttpResponse.json({ data: storyOrganisations })),
  countries: () =>
    http.get(referenceListPaths.countries, () =>
      HttpResponse.json({
        data: [
          { code: 'KE', name: 'Kenya' },
          { code: 'PE', name: 'Peru' },
          { code: 'GB', name: 'United Kingdom' },
        ],
      }),
    ),
  /** The profile by its id, any other id not found; `onRequest` sees each URL asked for. */
  profile: (profile: FullPersonProfile, onRequest: (url: URL) => void = () => {}) =>
    http.get(`${personProfilesPath}/:id`, ({ params, request }) => {
      // `api/person-profiles/form` is the blank form's, answered by another handler.
      if (params.id === 'form') return;
      onRequest(new URL(request.url));
      return Number(params.id) === profile.id
        ? HttpResponse.json(profile)
        : HttpResponse.json({ code: 'not_found', message: 'Not found', requestId: 'story' }, { status: 404 });
    }),
  applications: (applications: Application[], onRequest: (url: URL) => void = () => {}) =>
    http.get(applicationsPath, ({ request }) => {
      onRequest(new URL(request.url));
      return HttpResponse.json(pageOf(applications));
    }),
  profileForm: (form: FormTemplate) =>
    http.get(`${personProfilesPath}/:id/form`, () => HttpResponse.json(form)),
  profileSave: (onSave: (body: unknown) => void) =>
    http.put(`${personProfilesPath}/:id`, async ({ request }) => {
      onSave(await request.json());
      return new HttpResponse(null, { status: 204 });
    }),
  failing: (path: string) =>
    http.get(path, () =>
      HttpResponse.json(
        { code: 'server_error', message: 'Something went wrong', requestId: 'story' },
        { status: 500 },
      ),
    ),
  loading: (path: string) =>
    http.get(path, async () => {
      await delay('infinite');
      return HttpResponse.json({});
    }),
};
