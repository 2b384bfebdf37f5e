import type { EndpointAnswer, PersonProfileListItem } from '@mobilise/contract';
import { MutationObserver, QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, expect, it, vi } from 'vitest';
import { endpointMutationOptions } from '../../../api/endpoint-mutations.ts';
import { pageOf } from '../../my-aim/stories/index.ts';
import { defaultPeopleFilters } from '../people-filters.ts';
import { storyPeople } from '../stories/fixtures.ts';
import { organisationPeopleQueryOptions } from './people.ts';

afterEach(() => vi.unstubAllGlobals());

/** A server holding the people of organisation 3: the list answers them as they are, a save changes one. */
function serverOfPeople() {
  const people: PersonProfileListItem[] = storyPeople.filter((person) =>
    person.mobilisedByOrganisationIds.includes(3),
  );
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const { pathname } = new URL(url, 'http://app.test');
      calls.push(`${init.method} ${pathname}`);
      if (init.method === 'PUT') {
        const id = Number(pathname.split('/').at(-1));
        const { answers } = JSON.parse(init.body as string) as { answers: { lastName: string } };
        const index = people.findIndex((person) => person.id === id);
        people[index] = { ...(people[index] as PersonProfileListItem), lastName: answers.lastName };
        return Response.json({});
      }
      return Response.json(pageOf(people));
    }),
  );
  vi.stubGlobal('localStorage', { getItem: () => 'en', setItem: () => {} });
  vi.stubGlobal('document', { cookie: 'XSRF-TOKEN=t' });
  return calls;
}

const namesIn = (page: EndpointAnswer<'listPersonProfiles'> | undefined) =>
  page?.data.map((person) => `${person.firstName} ${person.lastName}`);

it("after a person's save, the organisation's people list on screen shows the new name without being reloaded", async () => {
  const calls = serverOfPeople();
  const queryClient = new QueryClient();
  // The list as the people page shows it: a query observed for as long as the page is open.
  const list = new QueryObserver(queryClient, organisationPeopleQueryOptions(3, defaultPeopleFilters, 25));
  const shown: (string[] | undefined)[] = [];
  const unsubscribe = list.subscribe((result) => shown.push(namesIn(result.data)));
  await vi.waitFor(() => expect(list.getCurrentResult().status).toBe('success'));
  const person = storyPeople[0] as PersonProfileListItem;
  expect(namesIn(list.getCurrentResult().data)).toContain(`${person.firstName} ${person.lastName}`);

  // The save as a page makes it (useEndpointMutation); the list page itself does nothing.
  await new MutationObserver(queryClient, endpointMutationOptions(queryClient, 'updatePersonProfile')).mutate(
    {
      params: { id: person.id },
      body: { answers: { lastName: 'Mensah' } },
    },
  );

  expect(namesIn(list.getCurrentResult().data)).toContain(`${person.firstName} Mensah`);
  expect(shown.at(-1)).toContain(`${person.firstName} Mensah`);
  expect(calls).toEqual([
    'GET /api/person-profiles',
    `PUT /api/person-profiles/${person.id}`,
    'GET /api/person-profiles',
  ]);
  unsubscribe();
});
