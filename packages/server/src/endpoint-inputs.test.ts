import {
  apiErrorSchema,
  type EndpointName,
  type EndpointSchemas,
  endpointNames,
  endpointRoutes,
  endpointSchemas,
} from '@mobilise/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { z } from 'zod';
import type { App } from './app.ts';
import type { Database } from './db/schema.ts';
import { buildTestApp } from './test/app.ts';
import { type ClientRequest, signedInClient, type TestClient } from './test/client.ts';
import { describeEachDatabase } from './test/databases.ts';
import { createOrganisation, createPerson } from './test/domain-factories.ts';
import { createUser } from './test/factories.ts';

// Every input of every endpoint of the contract's table, refused when hostile: a NUL character (which
// PostgreSQL cannot store), a value longer than any field takes, and a value of the wrong type. Each must
// be answered with a 4XX in the API's error shape, and write nothing. The walk reads the table, so an
// endpoint added to it is covered without a line more here.

type Part = 'params' | 'query' | 'body';
interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  additionalProperties?: JsonSchema | boolean;
  anyOf?: JsonSchema[];
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
}

/** A string input of an endpoint: where it is sent, and its path in that part. */
interface StringInput {
  part: Part;
  path: string[];
}

/**
 * The key a probe uses in a map of answers, whose keys the schema leaves open: a question of the person
 * profile form, so that on that endpoint the value reaches the question's own rules.
 */
const openKey = 'first_name';

/** The string fields of an object schema (of zod's input), with those of the objects inside it. */
function stringFieldsOf(root: JsonSchema): string[][] {
  const resolve = (schema: JsonSchema): JsonSchema =>
    schema.$ref ? resolve(root.$defs?.[schema.$ref.replace('#/$defs/', '')] ?? {}) : schema;
  const takesString = (schema: JsonSchema): boolean => {
    const { type, anyOf = [] } = resolve(schema);
    return type === 'string' || (Array.isArray(type) && type.includes('string')) || anyOf.some(takesString);
  };
  const fieldsOf = (schema: JsonSchema, path: string[]): string[][] => {
    // A recursive schema (an answer may hold a list of answers) is probed at its first level only.
    if (path.length > 2) return [];
    const { properties = {}, additionalProperties } = schema;
    const entries = Object.entries(properties);
    if (typeof additionalProperties === 'object') entries.push([openKey, additionalProperties]);
    return entries.flatMap(([name, property]) => {
      const at = [...path, name];
      const resolved = resolve(property);
      const nested = [resolved, ...(resolved.anyOf ?? []).map(resolve)].flatMap((option) =>
        option.properties || typeof option.additionalProperties === 'object' ? fieldsOf(option, at) : [],
      );
      return [...(takesString(property) ? [at] : []), ...nested];
    });
  };
  return fieldsOf(root, []);
}

/**
 * The string inputs of an endpoint. A path parameter and a query value always travel as text, whatever
 * they stand for; a body field is a string input when its schema takes a string.
 */
function stringInputsOf(name: EndpointName): StringInput[] {
  const schemas: EndpointSchemas = endpointSchemas[name];
  return (['params', 'query', 'body'] as const).flatMap((part) => {
    const schema = schemas[part];
    if (!schema) return [];
    const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
    const paths =
      part === 'body' ? stringFieldsOf(json) : Object.keys(json.properties ?? {}).map((field) => [field]);
    return paths.map((path) => ({ part, path }));
  });
}

/** A body with `value` at `path`. */
function bodyWith(path: string[], value: unknown): unknown {
  return path.reduceRight<unknown>((inner, key) => ({ [key]: inner }), value);
}

const validId = '1';

/** The request of an endpoint with `value` as the input, every path parameter a plain id otherwise. */
function requestWith(name: EndpointName, input: StringInput, value: unknown): ClientRequest {
  const route = endpointRoutes[name];
  const [field = ''] = input.path;
  const path = route.path.replace(/\{(\w+)\}/g, (_, param: string) =>
    input.part === 'params' && param === field ? encodeURIComponent(String(value)) : validId,
  );
  if (input.part === 'query') {
    const values = Array.isArray(value) ? value : [value];
    const query = values.map((item) => `${field}=${encodeURIComponent(String(item))}`).join('&');
    return { method: route.method, url: `${path}?${query}`, ...(route.method !== 'GET' && { payload: {} }) };
  }
  return {
    method: route.method,
    url: path,
    ...(input.part === 'body' ? { payload: bodyWith(input.path, value) as object } : {}),
  };
}

/** The hostile values of an input, and what each must be refused as. */
function probesOf(input: StringInput): { what: string; value: unknown }[] {
  const probes: { what: string; value: unknown }[] = [
    { what: 'a NUL character', value: 'a\u0000b' },
    // Longer than any text field takes (the longest is a note, 10,000), and under the body size limit, so
    // that validation and not the size limit must refuse it. A path parameter is checked by its router first.
    { what: 'an over-long value', value: input.part === 'body' ? 'x'.repeat(100_000) : '9'.repeat(5_000) },
  ];
  // On the wire a parameter or query value is text; only a JSON body can carry another type.
  if (input.part === 'body') probes.push({ what: 'a value of the wrong type', value: { not: 'text' } });
  return probes;
}

/** The tables whose rows change with any signed-in request (its session) or any refusal (the limiter's count). */
const bookkeepingTables = new Set(['sessions', 'rate_limit_events']);

describeEachDatabase('every input of every endpoint', (database) => {
  let app: App;
  let admin: TestClient;
  let tables: string[];
  const db = () => database().db;

  /** A digest of every row of every table but the bookkeeping ones: what "nothing was written" compares. */
  async function contents(): Promise<Record<string, string>> {
    const digests: Record<string, string> = {};
    for (const table of tables) {
      const { rows } = await sql<{ digest: string | null }>`
        select md5(coalesce(string_agg(row_text, '|' order by row_text), '')) as digest
        from (select t::text as row_text from ${sql.table(table)} t) rows_as_text`.execute(db());
      digests[table] = rows[0]?.digest ?? '';
    }
    return digests;
  }

  beforeAll(async () => {
    ({ app } = await buildTestApp(database()));
    const organisation = await createOrganisation(db());
    await createPerson(db(), { first_name: 'Nora', last_name: 'Input', mobilisedBy: [organisation.id] });
    // A system admin holds every capability, so each request reaches validation rather than a refusal.
    const user = await createUser(db(), { isAdmin: true, profile: false });
    admin = await signedInClient(app, user);
    const { rows } = await sql<{ table_name: keyof Database & string }>`
      select table_name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' and table_name not like 'kysely%'`.execute(
      db(),
    );
    tables = rows.map(({ table_name }) => table_name).filter((table) => !bookkeepingTables.has(table));
  });
  afterAll(() => app.close());

  const endpointsWithInputs = endpointNames.filter((name) => stringInputsOf(name).length > 0);

  it('walks every endpoint that takes a string input', () => {
    // Guards the walk itself: if reading the schemas found nothing, every test below would pass empty.
    expect(endpointsWithInputs.length).toBeGreaterThan(30);
    expect(stringInputsOf('updatePersonProfile')).toContainEqual({
      part: 'body',
      path: ['answers', openKey],
    });
    expect(stringInputsOf('login')).toContainEqual({ part: 'body', path: ['email'] });
    expect(stringInputsOf('listPersonProfiles')).toContainEqual({ part: 'query', path: ['search'] });
  });

  it.each(endpointsWithInputs)(
    '%s refuses a NUL, an over-long value and a wrong type in each string input with a 4XX in the error shape, writing nothing',
    async (name) => {
      const before = await contents();
      for (const input of stringInputsOf(name)) {
        for (const { what, value } of probesOf(input)) {
          const response = await admin.request(requestWith(name, input, value));
          const where = `${name} ${input.part} ${input.path.join('.')} with ${what}`;
          expect(response.statusCode, `${where}: ${response.body.slice(0, 300)}`).toBeGreaterThanOrEqual(400);
          expect(response.statusCode, where).toBeLessThan(500);
          expect(
            apiErrorSchema.safeParse(response.json()).success,
            `${where}: ${response.body.slice(0, 300)}`,
          ).toBe(true);
        }
      }
      expect(await contents()).toEqual(before);
    },
  );
});
