import type {
  Application,
  CurrentUserResponse,
  EndpointName,
  FormTemplate,
  FullPersonProfile,
} from '@mobilise/contract';
import { delay, HttpResponse, http } from 'msw';
import { type MswPathParams, mswPath } from '../../../api/msw-path.ts';
import { pageOf, storyOrganisations } from './fixtures.ts';

/** What the stories' mocked server answers; each call is typed by the contract's shapes. */
export const myAimHandlers = {
  currentUser: (user: CurrentUserResponse) => http.get(mswPath('currentUser'), () => HttpResponse.json(user)),
  organisations: () =>
    http.get(mswPath('listOrganisations'), () => HttpResponse.json({ data: storyOrganisations })),
  countries: () =>
    http.get(mswPath('listCountries'), () =>
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
    http.get(mswPath('getPersonProfile'), ({ params, request }) => {
      // `api/person-profiles/form` is the blank form's, answered by another handler.
      if (params.id === 'form') return;
      onRequest(new URL(request.url));
      return Number(params.id) === profile.id
        ? HttpResponse.json(profile)
        : HttpResponse.json({ code: 'not_found', message: 'Not found', requestId: 'story' }, { status: 404 });
    }),
  applications: (applications: Application[], onRequest: (url: URL) => void = () => {}) =>
    http.get(mswPath('listApplications'), ({ request }) => {
      onRequest(new URL(request.url));
      return HttpResponse.json(pageOf(applications));
    }),
  profileForm: (form: FormTemplate) =>
    http.get(mswPath('getPersonProfileForm'), () => HttpResponse.json(form)),
  profileSave: (onSave: (body: unknown) => void) =>
    http.put(mswPath('updatePersonProfile'), async ({ request }) => {
      onSave(await request.json());
      return new HttpResponse(null, { status: 204 });
    }),
  /** A read of `name` that fails with a 500; `params` narrow it to one record. */
  failing: <Name extends EndpointName>(name: Name, params?: MswPathParams<Name>) =>
    http.get(mswPath(name, params), () =>
      HttpResponse.json(
        { code: 'server_error', message: 'Something went wrong', requestId: 'story' },
        { status: 500 },
      ),
    ),
  /** A read of `name` that never answers; `params` narrow it to one record. */
  loading: <Name extends EndpointName>(name: Name, params?: MswPathParams<Name>) =>
    http.get(mswPath(name, params), async () => {
      await delay('infinite');
      return HttpResponse.json({});
    }),
};
