import * as contract from '@mobilise/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildOpenApiDocument, contractComponents, type DocumentedRoute } from './openapi.ts';

const components = contractComponents(contract);
const document = (routes: DocumentedRoute[]) => buildOpenApiDocument(routes, components);

describe('the OpenAPI document of the routes', () => {
  it('names each contract schema after its export and skips builders', () => {
    expect(components.get(contract.personProfileSchema)).toBe('PersonProfile');
    expect(components.get(contract.personProfileListQuerySchema)).toBe('PersonProfileListQuery');
    expect([...components.values()]).not.toContain('Paged');
  });

  it("turns a list query into query parameters, arrays comma-joined, and Fastify's :id into a path parameter", () => {
    const { paths } = document([
      {
        method: 'GET',
        url: '/api/person-profiles',
        schema: {
          querystring: contract.personProfileListQuerySchema,
          response: { 200: contract.pagedSchema(contract.personProfileListItemSchema) },
        },
        isPublic: false,
      },
      {
        method: 'PUT',
        url: '/api/person-profiles/:id',
        schema: {
          params: contract.idParamsSchema,
          body: contract.updatePersonProfileBodySchema,
          response: { 200: contract.fullPersonProfileSchema },
        },
        isPublic: false,
      },
    ]);
    const list = paths['/api/person-profiles']?.get as { parameters: { name: string }[]; responses: unknown };
    expect(list.parameters.map((parameter) => parameter.name)).toEqual(
      Object.keys(contract.personProfileListQuerySchema.shape),
    );
    expect(list.parameters[0]).toMatchObject({
      name: 'id',
      in: 'query',
      required: false,
      style: 'form',
      explode: false,
    });
    expect(JSON.stringify(list.responses)).toContain('"$ref":"#/components/schemas/PersonProfileListItem"');

    const update = paths['/api/person-profiles/{id}']?.put as Record<string, unknown>;
    expect(update.parameters).toEqual([
      { name: 'id', in: 'path', required: true, schema: expect.any(Object) },
    ]);
    expect(update.requestBody).toEqual({
      required: true,
      content: { 'application/json': { schema: { $ref: '#/components/schemas/UpdatePersonProfileBody' } } },
    });
    expect(update.security).toEqual([{ session: [], xsrf: [] }]);
  });

  it('describes a request body in its input form: a query flag is the text the caller sends', () => {
    const { components: generated } = document([]);
    expect(generated.schemas.PersonProfileListQuery).toMatchObject({
      properties: { with_status: { type: 'string', enum: expect.arrayContaining(['', 'true', 'false']) } },
      additionalProperties: false,
    });
  });

  it('inlines a route schema that is not a contract export, once per schema however many routes use it', () => {
    const shared = z.object({ ok: z.boolean() });
    const { paths } = document([
      { method: 'GET', url: '/api/a', schema: { response: { 200: shared } }, isPublic: true },
      { method: 'GET', url: '/api/b', schema: { response: { 200: shared } }, isPublic: true },
    ]);
    for (const path of ['/api/a', '/api/b']) {
      expect(JSON.stringify(paths[path])).toContain('"properties":{"ok":{"type":"boolean"}}');
    }
  });
});
