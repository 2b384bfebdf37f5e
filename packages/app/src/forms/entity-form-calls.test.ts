import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/api-error.ts';
import { queryKeys } from '../api/endpoint-queries.ts';
import { entityFormSender, entityFormTemplateQuery, saveResultOf } from './entity-form-calls.ts';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const template = { title: 'Family', pages: [] };

/** What the server received: method, path with query, and the JSON body. */
type Received = { method: string; url: string; body: unknown };

/** A browser whose server answers each call with `answer`, keeping what it received. */
function serve(answer: (call: Received) => Response | Promise<Response> = () => json(200, template)) {
  const received: Received[] = [];
  vi.stubGlobal('localStorage', { getItem: () => 'en', setItem: () => {} });
  vi.stubGlobal('document', { cookie: 'XSRF-TOKEN=t' });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const call = {
        method: init.method ?? 'GET',
        url,
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      };
      received.push(call);
      return answer(call);
    }),
  );
  return received;
}

afterEach(() => vi.unstubAllGlobals());

const newClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

describe('the template of an entity form', () => {
  it.each([
    ['person-profiles', '/api/person-profiles/7/form'],
    ['families', '/api/families/7/form'],
    ['addresses', '/api/addresses/7/form'],
  ] as const)("R-CALL-035 a %s record's form, with its answers, is GET %s", async (entity, url) => {
    const received = serve();
    const loaded = await newClient().fetchQuery(entityFormTemplateQuery(entity, { entityId: 7 }));
    expect(received).toEqual([{ method: 'GET', url, body: undefined }]);
    expect(loaded).toEqual(template);
  });

  it.each([
    ['person-profiles', { organisation: 3 }, '/api/person-profiles/form?organisation=3'],
    ['families', { organisation: 3 }, '/api/families/form?organisation=3'],
    ['addresses', undefined, '/api/addresses/form'],
  ] as const)('R-CALL-036 a blank %s form is GET %s', async (entity, blankFormQuery, url) => {
    const received = serve();
    await newClient().fetchQuery(entityFormTemplateQuery(entity, { entityId: null, blankFormQuery }));
    expect(received).toEqual([{ method: 'GET', url, body: undefined }]);
  });

  it("is not loaded again by its own form's saves, which refresh the entity's other queries", async () => {
    const received = serve(({ method }) => (method === 'GET' ? json(200, template) : json(200, {})));
    const queryClient = newClient();
    const form = new QueryObserver(queryClient, entityFormTemplateQuery('families', { entityId: 7 }));
    const family = new QueryObserver(queryClient, {
      queryKey: queryKeys.endpoint('getFamily', { params: { id: 7 } }),
      queryFn: () => ({ id: 7 }),
    });
    const stop = [form.subscribe(() => {}), family.subscribe(() => {})];
    await vi.waitFor(() => expect(form.getCurrentResult().data).toEqual(template));
    await entityFormSender(queryClient, 'families', { entityId: 7 })('name', 'Osei', 1);
    await vi.waitFor(() => expect(family.getCurrentResult().isStale).toBe(true));
    expect(received.filter(({ url }) => url === '/api/families/7/form')).toHaveLength(1);
    for (const unsubscribe of stop) unsubscribe();
  });
});

describe('the saves of an entity form', () => {
  it.each([
    ['person-profiles', { organisation: 3 }, '/api/person-profiles?organisation=3'],
    ['families', { organisation: 3 }, '/api/families?organisation=3'],
    ['addresses', { person_profile: 21 }, '/api/addresses?person_profile=21'],
  ] as const)(
    'R-CALL-037 R-AUTOSAVE-017 a new %s is created by POST %s, and its id is the one later saves update',
    async (entity, createQuery, url) => {
      const received = serve(({ method }) => (method === 'POST' ? json(201, { id: 12 }) : json(200, {})));
      const send = entityFormSender(newClient(), entity, { entityId: null, createQuery });
      await expect(send('name', 'Osei', 1)).resolves.toEqual({ type: 'saved', entityId: 12 });
      await expect(send('name', 'Osei Mensah', 2)).resolves.toEqual({ type: 'saved' });
      expect(received.map(({ method, url }) => `${method} ${url}`)).toEqual([
        `POST ${url}`,
        `${entity === 'addresses' ? 'PATCH' : 'PUT'} /api/${entity}/12`,
      ]);
    },
  );

  it('tells the new record’s id once, when the first save has created it', async () => {
    serve(({ method }) => (method === 'POST' ? json(201, { id: 12 }) : json(200, {})));
    const onCreated = vi.fn();
    const send = entityFormSender(newClient(), 'person-profiles', { entityId: null, onCreated });
    await send('firstName', 'Ama', 1);
    await send('lastName', 'Boateng', 2);
    expect(onCreated.mock.calls).toEqual([[12]]);
  });

  it.each(['families', 'addresses'] as const)(
    'R-CALL-038 a %s save sends the answers themselves',
    async (entity) => {
      const received = serve(() => json(201, { id: 12 }));
      const send = entityFormSender(newClient(), entity, { entityId: null });
      await send('name', 'Osei', 1);
      await send('name', 'Osei Mensah', 2);
      expect(received.map(({ body }) => body)).toEqual([{ name: 'Osei' }, { name: 'Osei Mensah' }]);
    },
  );

  it('R-CALL-039 a person-profile save wraps its answers under "answers"', async () => {
    const received = serve(() => json(201, { id: 12 }));
    const send = entityFormSender(newClient(), 'person-profiles', { entityId: null });
    await send('firstName', 'Ama', 1);
    await send('firstName', 'Amma', 2);
    expect(received.map(({ body }) => body)).toEqual([
      { answers: { firstName: 'Ama' } },
      { answers: { firstName: 'Amma' } },
    ]);
  });

  it.each([
    ['person-profiles', { answers: { knownAs: 'Ama' } }],
    ['families', { knownAs: 'Ama' }],
  ] as const)('R-CALL-041 a %s update is PUT /api/{entity}/{id} with the same body', async (entity, body) => {
    const received = serve(() => json(200, {}));
    await entityFormSender(newClient(), entity, { entityId: 5 })('knownAs', 'Ama', 1);
    expect(received).toEqual([{ method: 'PUT', url: `/api/${entity}/5`, body }]);
  });

  it('R-CALL-042 an address update is a PATCH', async () => {
    const received = serve(() => json(200, {}));
    await entityFormSender(newClient(), 'addresses', { entityId: 5 })('isCurrent', true, 1);
    expect(received).toEqual([{ method: 'PATCH', url: '/api/addresses/5', body: { isCurrent: true } }]);
  });

  it('refreshes, after a save, the queries of every resource the save changes, and no others', async () => {
    serve(() => json(200, {}));
    const queryClient = newClient();
    const keys = {
      family: queryKeys.endpoint('getFamily', { params: { id: 5 } }),
      person: queryKeys.endpoint('getPersonProfile', { params: { id: 21 } }),
      papers: queryKeys.endpoint('listVisionStrategyPapers'),
    };
    for (const key of Object.values(keys)) queryClient.setQueryData(key, {});
    await entityFormSender(queryClient, 'families', { entityId: 5 })('name', 'Osei', 1);
    const invalidated = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;
    expect([invalidated(keys.family), invalidated(keys.person), invalidated(keys.papers)]).toEqual([
      true,
      true,
      false,
    ]);
  });

  it('R-ERROR-019 a 422 is a rejected save with every field message of the answer', async () => {
    serve(() =>
      json(422, {
        code: 'validation_failed',
        message: 'Invalid',
        errors: { name: ['Too long', 'Not a name'], members: ['Unknown person'] },
        requestId: 'r1',
      }),
    );
    await expect(entityFormSender(newClient(), 'families', { entityId: 5 })('name', 'x', 1)).resolves.toEqual(
      {
        type: 'rejected',
        messages: ['Too long', 'Not a name', 'Unknown person'],
      },
    );
  });

  it('R-ERROR-021 a 422 without field messages is a rejected save with none', async () => {
    serve(() => json(422, { code: 'validation_failed', message: 'Invalid', requestId: 'r1' }));
    await expect(entityFormSender(newClient(), 'families', { entityId: 5 })('name', 'x', 1)).resolves.toEqual(
      {
        type: 'rejected',
        messages: [],
      },
    );
  });

  it('R-AUTOSAVE-018 a save that gets no answer is noResponse, so that it is retried', async () => {
    serve(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(entityFormSender(newClient(), 'families', { entityId: 5 })('name', 'x', 1)).resolves.toEqual(
      {
        type: 'noResponse',
      },
    );
  });

  it.each([502, 503, 504])(
    'R-AUTOSAVE-018 a %i (no server behind the gateway, or its database out of reach) is noResponse, so that it is retried',
    async (status) => {
      serve(() => json(status, { code: 'database_unavailable', message: 'Away', requestId: 'r1' }));
      await expect(
        entityFormSender(newClient(), 'families', { entityId: 5 })('name', 'x', 1),
      ).resolves.toEqual({
        type: 'noResponse',
      });
    },
  );

  it.each([409, 500, 403])('R-ERROR-022 any other failure (%i) is a failed save', async (status) => {
    serve(() => json(status, { code: 'other', message: 'No', requestId: 'r1' }));
    const result = await entityFormSender(newClient(), 'families', { entityId: 5 })('name', 'x', 1);
    expect(result).toMatchObject({ type: 'failed', error: { status } });
  });

  it('takes an error that is not an API error as a failed save', () => {
    const error = new Error('boom');
    expect(saveResultOf(error)).toEqual({ type: 'failed', error });
    expect(saveResultOf(new ApiError(404, 'not_found', 'Gone'))).toMatchObject({ type: 'failed' });
  });
});
