import * as contract from '@mobilise/contract';
import {
  describedEndpoint,
  type EndpointName,
  endpointNames,
  endpointRoutes,
  endpointSchemas,
  errorStatusesOf,
} from '@mobilise/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildOpenApiDocument, contractComponents } from './openapi.ts';

// biome-ignore lint/suspicious/noExplicitAny: the tests read a JSON document along paths they know
type Json = Record<string, any>;

const document = buildOpenApiDocument() as Json;
const operationOf = (name: EndpointName): Json => {
  const route = describedEndpoint(name);
  return document.paths[route.path][route.method.toLowerCase()];
};
/** The schema a `$ref` to a component points at, or the schema itself. */
const resolved = (schema: Json): Json =>
  typeof schema.$ref === 'string'
    ? document.components.schemas[schema.$ref.replace('#/components/schemas/', '')]
    : schema;

/** Every `$ref` in a value, and where it is. */
function refsIn(value: unknown, pointer = '#'): { ref: string; pointer: string }[] {
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, item]) =>
    key === '$ref' && typeof item === 'string' ? [{ ref: item, pointer }] : refsIn(item, `${pointer}/${key}`),
  );
}

describe('the OpenAPI document of the endpoint table', () => {
  it('names each contract schema after its export and skips builders', () => {
    const components = contractComponents();
    expect(components.get(contract.personProfileSchema)).toBe('PersonProfile');
    expect(components.get(contract.personProfileListQuerySchema)).toBe('PersonProfileListQuery');
    expect([...components.values()]).not.toContain('Paged');
  });

  it('has one operation per endpoint, named after it, with its summary, its resource as tag and a description of who may call it', () => {
    const operations = Object.values(document.paths as Json).flatMap((item) => Object.values(item as Json));
    expect(operations.map((operation) => operation.operationId).sort()).toEqual([...endpointNames].sort());
    for (const name of endpointNames) {
      const route = describedEndpoint(name);
      expect(operationOf(name), name).toMatchObject({
        operationId: name,
        summary: route.summary,
        tags: [route.resource],
      });
    }
    expect(operationOf('createPersonProfile').description).toBe(
      'Needs a session and the capability `create_person_profiles` in the organisation the call concerns.',
    );
    expect(operationOf('health').description).toBe('Answers without a session.');
    expect(document.tags.map((tag: Json) => tag.name)).toEqual(
      [...new Set(Object.values(endpointRoutes).map((route) => route.resource))].sort(),
    );
    expect(document.tags.every((tag: Json) => tag.description)).toBe(true);
  });

  it('turns a list query into query parameters in their input form, arrays comma-joined', () => {
    const list = operationOf('listPersonProfiles');
    expect(list.parameters.map((parameter: Json) => parameter.name)).toEqual(
      Object.keys(contract.personProfileListQuerySchema.shape),
    );
    expect(list.parameters[0]).toMatchObject({
      name: 'id',
      in: 'query',
      required: false,
      style: 'form',
      explode: false,
    });
    const withStatus = list.parameters.find((parameter: Json) => parameter.name === 'with_status');
    expect(resolved(withStatus.schema)).toEqual({
      type: 'string',
      enum: expect.arrayContaining(['', 'true', 'false']),
    });
    expect(JSON.stringify(list.responses['200'])).toContain(
      '"$ref":"#/components/schemas/PersonProfileListItem"',
    );
  });

  it('describes a write: path parameters, the JSON body, the session and the XSRF header', () => {
    const update = operationOf('updatePersonProfile');
    expect(update.parameters).toEqual([
      { name: 'id', in: 'path', required: true, schema: expect.any(Object) },
    ]);
    expect(update.requestBody).toEqual({
      required: true,
      content: { 'application/json': { schema: { $ref: '#/components/schemas/UpdatePersonProfileBody' } } },
    });
    expect(update.responses['200'].content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/FullPersonProfile',
    });
    expect(update.security).toEqual([{ session: [], xsrf: [] }]);
    expect(operationOf('getPersonProfile').security).toEqual([{ session: [] }]);
    expect(operationOf('login').security).toEqual([{ xsrf: [] }]);
    expect(operationOf('health').security).toEqual([]);
    expect(
      operationOf('getPersonSecurityGroups')
        .parameters.map((parameter: Json) => parameter.name)
        .sort(),
    ).toEqual(['id', 'org_id']);
  });

  it('declares for each operation exactly the error statuses the table gives it, each with the error body, and no catch-all', () => {
    for (const name of endpointNames) {
      const schemas: contract.EndpointSchemas = endpointSchemas[name];
      const expected = errorStatusesOf(name, {
        hasParams: Boolean(schemas.params),
        hasQuery: Boolean(schemas.query),
        hasBody: Boolean(schemas.body),
      });
      const { responses } = operationOf(name);
      expect(
        Object.keys(responses).filter((status) => !/^[23]\d\d$/.test(status)),
        name,
      ).toEqual(expected.map(String));
    }
    for (const [name, response] of Object.entries(document.components.responses as Json)) {
      expect(response.content['application/json'].schema, name).toEqual({
        $ref: '#/components/schemas/ApiError',
      });
    }
    expect(document.components.responses.TooManyRequests.headers['Retry-After']).toBeDefined();
    expect(operationOf('login').responses['429']).toEqual({ $ref: '#/components/responses/TooManyRequests' });
    for (const name of endpointNames) expect(operationOf(name).responses, name).not.toHaveProperty('default');
  });

  it('answers the CSV export as text/csv, logout as a redirect and a 204 without a body', () => {
    const csv = operationOf('exportPersonProfiles').responses['200'];
    expect(csv.content).toEqual({ 'text/csv': { schema: { type: 'string' } } });
    expect(csv.headers['Content-Disposition']).toMatchObject({ required: true });

    const logout = operationOf('logout').responses;
    expect(Object.keys(logout)).toEqual(['302']);
    expect(logout['302'].headers.Location).toMatchObject({ required: true, schema: { type: 'string' } });
    expect(logout['302'].content).toBeUndefined();

    expect(operationOf('completeOnboarding').responses['204']).toEqual({
      description: 'Done; the answer has no body',
    });
  });

  it('holds only the components some operation reaches, and every reference resolves', () => {
    const reached = new Set<string>();
    const queue = refsIn(document.paths).map(({ ref }) => ref);
    for (let ref = queue.pop(); ref; ref = queue.pop()) {
      if (reached.has(ref)) continue;
      reached.add(ref);
      const [, section, name] = ref.match(/^#\/components\/(schemas|responses)\/([^/]+)$/) ?? [];
      expect(section, ref).toBeDefined();
      const target = document.components[section as string][name as string];
      expect(target, ref).toBeDefined();
      queue.push(...refsIn(target).map((found) => found.ref));
    }
    for (const section of ['schemas', 'responses']) {
      const held = Object.keys(document.components[section]).map((name) => `#/components/${section}/${name}`);
      expect(held.sort()).toEqual(
        [...reached].filter((ref) => ref.startsWith(`#/components/${section}/`)).sort(),
      );
    }
    expect(document.components.schemas).not.toHaveProperty('PersonProfileListQuery');
  });

  it('types the recursive form answers and the nodes and constraints a newer server may send', () => {
    const unknownBranch = (name: string) =>
      (document.components.schemas[name].anyOf as Json[]).find((branch) => branch.properties?.unknownType);
    expect(unknownBranch('FormNode')).toMatchObject({
      type: 'object',
      properties: { type: { const: 'Unknown' }, unknownType: { type: 'string' } },
      required: ['type', 'unknownType'],
    });
    expect(unknownBranch('Constraint')).toMatchObject({
      properties: { scope: { enum: contract.constraintScopes } },
      required: ['type', 'unknownType', 'scope'],
    });
    expect(document.components.schemas.AnswerValue.anyOf).toContainEqual({
      type: 'array',
      items: { $ref: '#/components/schemas/AnswerValue' },
    });
    expect(document.components.schemas.Condition.oneOf).toContainEqual(
      expect.objectContaining({
        properties: expect.objectContaining({
          conditions: { type: 'array', items: { $ref: '#/components/schemas/Condition' } },
        }),
      }),
    );
    // No schema reads "any value", but the document's own answer, whose shape OpenAPI defines.
    const anyValue = /"(?:anyOf|oneOf|items|additionalProperties|properties)":\{\}|[[,]\{\}[\],]/g;
    const { paths, components } = document;
    const { '/api/docs': _docs, ...otherPaths } = paths;
    expect(JSON.stringify({ otherPaths, components }).match(anyValue)).toBeNull();
  });

  it('inlines an answer schema that is not a contract export, once per operation', () => {
    const shared = z.object({ ok: z.boolean() });
    const { paths, components } = buildOpenApiDocument({
      routes: { health: describedEndpoint('health'), openApiDocument: describedEndpoint('openApiDocument') },
      schemas: { health: { responses: { 200: shared } }, openApiDocument: { responses: { 200: shared } } },
    }) as Json;
    for (const path of ['/api/health', '/api/docs']) {
      expect(paths[path].get.responses['200'].content['application/json'].schema).toMatchObject({
        properties: { ok: { type: 'boolean' } },
      });
    }
    expect(components.schemas).toEqual({});
  });

  it('keeps one component for a schema sent and answered alike, and a …Input one when the two differ', () => {
    const { components } = buildOpenApiDocument({
      routes: { health: describedEndpoint('health'), login: describedEndpoint('login') },
      schemas: {
        health: {
          responses: {
            200: z.object({ value: contract.answerValueSchema, person: contract.personReferenceSchema }),
          },
        },
        login: {
          body: z.object({ value: contract.answerValueSchema, person: contract.personReferenceSchema }),
          responses: { 200: z.null() },
        },
      },
    }) as Json;
    expect(Object.keys(components.schemas)).toEqual(
      expect.arrayContaining(['AnswerValue', 'PersonReference', 'PersonReferenceInput']),
    );
    expect(components.schemas).not.toHaveProperty('AnswerValueInput');
    // The server strips unknown keys of what it is sent and never answers any.
    expect(components.schemas.PersonReference.additionalProperties).toBe(false);
    expect(components.schemas.PersonReferenceInput).not.toHaveProperty('additionalProperties');
  });

  it('refuses an answer holding a transform whose result it cannot describe', () => {
    expect(() =>
      buildOpenApiDocument({
        routes: { health: describedEndpoint('health') },
        schemas: { health: { responses: { 200: z.object({ count: z.string().transform(Number) }) } } },
      }),
    ).toThrow(
      /#\/paths\/~1api~1health\/get\/responses\/200\/.*count.* is a transform whose result is not described/,
    );
  });
});
