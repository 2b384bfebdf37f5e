import * as contract from '@mobilise/contract';
import {
  apiErrorSchema,
  type DescribedEndpoint,
  describedEndpoint,
  type EndpointName,
  type EndpointSchemas,
  type ErrorStatus,
  endpointNames,
  endpointSchemas,
  errorStatusesOf,
  type FileUpload,
  type NonJsonAnswer,
  resourceDescriptions,
  secureSessionCookieName,
  sessionCookieName,
  xsrfCookieName,
  xsrfHeaderName,
} from '@mobilise/contract';
import { z } from 'zod';
import { transformOutputs } from './transform-outputs.ts';

type JsonSchema = Record<string, unknown>;
/** What a caller sends is described as zod's input (before coercion); what the server answers as its output. */
type Io = 'input' | 'output';
/** A reference as a conversion pass writes it, before the component it points at has its final name. */
type PassRef = `${Io}:${string}`;

/** The endpoints a document describes: the contract's table, or part of it. */
export interface DocumentedEndpoints {
  routes: Partial<Record<EndpointName, DescribedEndpoint>>;
  schemas: Partial<Record<EndpointName, EndpointSchemas>>;
}

const componentRef = (name: string) => `#/components/schemas/${name}`;
/** Written where zod met a transform it has no result schema for; a document that reaches one is refused. */
const undescribedTransform = 'x-undescribed-transform';

/**
 * The component name of a contract export: `personProfileSchema` → `PersonProfile`. Only exports that
 * are zod schemas and named `…Schema` are components (builders such as `pagedSchema` are functions).
 */
export function contractComponents(exports: Record<string, unknown> = contract): Map<z.ZodType, string> {
  const components = new Map<z.ZodType, string>();
  for (const [name, value] of Object.entries(exports)) {
    if (!(value instanceof z.ZodType) || !name.endsWith('Schema') || components.has(value)) continue;
    const base = name.slice(0, -'Schema'.length);
    components.set(value, base.charAt(0).toUpperCase() + base.slice(1));
  }
  return components;
}

/**
 * The OpenAPI 3.1 document of the endpoint table: one operation per endpoint, named after it, with its
 * inputs, its answers and the errors it can answer, and as components only the contract schemas some
 * operation refers to. It is generated, never written, so it cannot drift from what the routes validate.
 */
export function buildOpenApiDocument(
  endpoints: DocumentedEndpoints = {
    routes: Object.fromEntries(endpointNames.map((name) => [name, describedEndpoint(name)])),
    schemas: endpointSchemas,
  },
  components: Map<z.ZodType, string> = contractComponents(),
) {
  const passes = {
    input: new JsonSchemaPass('input', components),
    output: new JsonSchemaPass('output', components),
  };
  const apiError = passes.output.use(apiErrorSchema);

  const operations = Object.entries(endpoints.routes).map(([name, route]) => {
    const schemas = endpoints.schemas[name as EndpointName];
    if (!route || !schemas) throw new Error(`${name} has a route or schemas, not both`);
    return { route, operation: describeOperation(name as EndpointName, route, schemas, passes) };
  });

  // Every schema is registered by now, so each pass converts all of its schemas at once.
  const paths: Record<string, Record<string, unknown>> = {};
  for (const { route, operation } of operations) {
    paths[route.path] = { ...paths[route.path], [route.method.toLowerCase()]: operation() };
  }
  const errorAnswers = errorResponses(apiError());
  const usedErrorAnswers = new Set(JSON.stringify(paths).match(/#\/components\/responses\/\w+/g));
  const responses = Object.fromEntries(
    Object.entries(errorAnswers).filter(([name]) => usedErrorAnswers.has(`#/components/responses/${name}`)),
  );

  const named = nameComponents({ paths, responses }, passes);

  const document = {
    openapi: '3.1.0',
    info: {
      title: 'Mobilise API',
      version: '1',
      description:
        'Generated from the endpoint table and the zod schemas of @mobilise/contract, from which the server ' +
        `also registers its routes. Every request other than a GET echoes the ${xsrfCookieName} cookie in the ` +
        `${xsrfHeaderName} header; query-string arrays are comma-joined.`,
    },
    // Relative, so it resolves against wherever the document was fetched from: the server that serves
    // it is the one it describes, whatever its host (a developer's machine, a test, production).
    servers: [{ url: '/', description: 'The server that serves this document' }],
    tags: [...new Set(operations.map(({ route }) => route.resource))]
      .sort()
      .map((name) => ({ name, description: resourceDescriptions[name] })),
    paths: named.rewrite(sortKeys(paths)),
    components: {
      schemas: named.schemas,
      responses: named.rewrite(sortKeys(responses)),
      securitySchemes: {
        session: {
          type: 'apiKey',
          in: 'cookie',
          name: sessionCookieName,
          description: `The session cookie that signing in sets (${secureSessionCookieName} over HTTPS).`,
        },
        xsrf: {
          type: 'apiKey',
          in: 'header',
          name: xsrfHeaderName,
          description: `The value of the ${xsrfCookieName} cookie, which every request other than a GET must echo.`,
        },
      },
    },
  };
  refuseUndescribedTransforms(document);
  return document;
}

/** A transform that reaches an operation without a described result would read as "any value": refuse it. */
function refuseUndescribedTransforms(value: unknown, pointer = '#') {
  if (typeof value !== 'object' || value === null) return;
  if (undescribedTransform in value) {
    throw new Error(
      `${pointer} is a transform whose result is not described: add it to transform-outputs.ts`,
    );
  }
  for (const [key, item] of Object.entries(value)) {
    refuseUndescribedTransforms(item, `${pointer}/${key.replaceAll('~', '~0').replaceAll('/', '~1')}`);
  }
}

/**
 * One zod → JSON Schema conversion for one direction. The contract's components and the route schemas
 * that are not components go through one registry, so a route's schema refers to the components it
 * contains; references come out as `input:Name` or `output:Name` until `nameComponents` names them.
 */
class JsonSchemaPass {
  private readonly registry = z.registry<{ id: string }>();
  private readonly routeSchemaIds = new Map<z.ZodType, string>();
  private result: Record<string, JsonSchema> | null = null;

  constructor(
    readonly io: Io,
    private readonly components: Map<z.ZodType, string>,
  ) {
    for (const [schema, name] of components) this.registry.add(schema, { id: name });
  }

  /** A placeholder for `schema` now: a reference if it is a component, else its JSON Schema; resolved once every route has been seen. */
  use(schema: z.ZodType): () => JsonSchema {
    const component = this.components.get(schema);
    if (component) return () => ({ $ref: `${this.io}:${component}` });
    return this.definition(schema);
  }

  /** The full definition of `schema` (not a reference), e.g. to list a query's properties as parameters. */
  definition(schema: z.ZodType): () => JsonSchema {
    let id = this.components.get(schema) ?? this.routeSchemaIds.get(schema);
    if (!id) {
      id = `route ${this.io} ${this.routeSchemaIds.size + 1}`;
      this.routeSchemaIds.set(schema, id);
      this.registry.add(schema, { id });
    }
    const registered = id;
    return () => this.schema(registered);
  }

  /** The JSON Schema of a component or route schema, or of a definition zod shared between several. */
  schema(id: string): JsonSchema {
    const schema = this.all()[id];
    if (!schema) throw new Error(`no ${this.io} JSON Schema was generated for ${id}`);
    const { $schema: _draft, $id: _id, ...rest } = schema;
    return rest;
  }

  isComponent(id: string) {
    return !id.startsWith('route ');
  }

  private all(): Record<string, JsonSchema> {
    if (!this.result) {
      const { schemas } = z.toJSONSchema(this.registry, {
        io: this.io,
        uri: (id) => `${this.io}:${id}`,
        unrepresentable: ({ zodSchema, message }) =>
          transformOutputs.get(zodSchema) ?? { [undescribedTransform]: message },
      });
      // Definitions zod had to share (a recursive schema that is no component) become components named
      // after the pass: `input:__shared#/$defs/schema0` → `input:Shared_schema0`.
      const { __shared: shared, ...rest } = schemas;
      const text = JSON.stringify(rest).replaceAll(`"${this.io}:__shared#/$defs/`, `"${this.io}:Shared_`);
      this.result = JSON.parse(text) as Record<string, JsonSchema>;
      const defs = (shared?.$defs ?? {}) as Record<string, JsonSchema>;
      for (const [key, value] of Object.entries(defs)) {
        this.result[`Shared_${key}`] = JSON.parse(
          JSON.stringify(value).replaceAll(`"${this.io}:__shared#/$defs/`, `"${this.io}:Shared_`),
        ) as JsonSchema;
      }
    }
    return this.result;
  }
}

/**
 * Gives each component an operation reaches (directly or through other components) its final name, and
 * drops the rest. A component reached both as input and as output is one component when both read the
 * same; when they differ (a transform, a default, a catch), the answer's keeps the name and the request's
 * is `…Input`.
 */
function nameComponents(reachableFrom: unknown, passes: Record<Io, JsonSchemaPass>) {
  const target = (ref: PassRef) => {
    const [io, id] = splitRef(ref);
    if (!passes[io].isComponent(id)) {
      throw new Error(
        `${id} is used inside another schema but is not a contract export: export it as …Schema`,
      );
    }
    return passes[io].schema(id);
  };

  const reachable = new Set<PassRef>();
  const queue = refsIn(reachableFrom);
  for (let ref = queue.pop(); ref; ref = queue.pop()) {
    if (reachable.has(ref)) continue;
    reachable.add(ref);
    queue.push(...refsIn(target(ref)));
  }

  // Both directions of a component read the same when their texts do and every component they refer to
  // reads the same both ways; a difference spreads to whatever refers to it.
  const withoutDirection = (schema: JsonSchema) =>
    JSON.stringify(schema).replace(/"\$ref":"(input|output):/g, '"$ref":"');
  const ids = new Set([...reachable].map((ref) => splitRef(ref)[1]));
  const twoWay = [...ids].filter((id) => reachable.has(`input:${id}`) && reachable.has(`output:${id}`));
  const differs = new Set(
    twoWay.filter(
      (id) => withoutDirection(target(`input:${id}`)) !== withoutDirection(target(`output:${id}`)),
    ),
  );
  for (let grew = true; grew; ) {
    grew = false;
    for (const id of twoWay) {
      if (differs.has(id)) continue;
      if (refsIn(target(`input:${id}`)).some((ref) => differs.has(splitRef(ref)[1]))) {
        differs.add(id);
        grew = true;
      }
    }
  }

  const names = new Map<PassRef, string>();
  for (const ref of reachable) {
    const [io, id] = splitRef(ref);
    names.set(ref, io === 'input' && differs.has(id) ? `${id}Input` : id);
  }
  const taken = new Map<string, PassRef>();
  for (const [ref, name] of names) {
    const other = taken.get(name);
    if (other && !(splitRef(other)[1] === splitRef(ref)[1] && !differs.has(splitRef(ref)[1]))) {
      throw new Error(`two components would be named ${name}: ${other} and ${ref}`);
    }
    taken.set(name, ref);
  }

  const rewrite = <Value>(value: Value): Value =>
    JSON.parse(
      JSON.stringify(value).replace(/"\$ref":"((?:input|output):[^"]+)"/g, (_match, ref: PassRef) => {
        const name = names.get(ref);
        if (!name) throw new Error(`${ref} was not reached`);
        return `"$ref":"${componentRef(name)}"`;
      }),
    ) as Value;

  const schemas: Record<string, JsonSchema> = {};
  for (const [name, ref] of [...taken].sort(([a], [b]) => a.localeCompare(b))) {
    schemas[name] = rewrite(target(ref));
  }
  return { schemas, rewrite };
}

function splitRef(ref: PassRef): [Io, string] {
  const colon = ref.indexOf(':');
  return [ref.slice(0, colon) as Io, ref.slice(colon + 1)];
}

function refsIn(value: unknown): PassRef[] {
  return [...JSON.stringify(value).matchAll(/"\$ref":"((?:input|output):[^"]+)"/g)].map(
    (match) => match[1] as PassRef,
  );
}

const mutatingMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function describeOperation(
  name: EndpointName,
  route: DescribedEndpoint,
  schemas: EndpointSchemas,
  passes: Record<Io, JsonSchemaPass>,
) {
  const pathParams = schemas.params && passes.input.definition(schemas.params);
  const query = schemas.query && passes.input.definition(schemas.query);
  const body = schemas.body && passes.input.use(schemas.body);
  const answers = Object.entries(schemas.responses).map(([status, answer]) => ({
    status,
    answer:
      answer instanceof z.ZodType ? (answer instanceof z.ZodNull ? null : passes.output.use(answer)) : answer,
  }));
  const errors = errorStatusesOf(name, {
    hasParams: Boolean(schemas.params),
    hasQuery: Boolean(schemas.query),
    hasBody: Boolean(schemas.body),
  });
  const dereference = (ref: string) => passes.input.schema(splitRef(ref as PassRef)[1]);

  return () => {
    const parameters = [
      ...(pathParams ? parametersOf('path', pathParams(), dereference) : []),
      ...(query ? parametersOf('query', query(), dereference) : []),
    ];
    const inPath = [...route.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
    const declared = parameters
      .filter((parameter) => parameter.in === 'path')
      .map((parameter) => parameter.name);
    if (JSON.stringify(inPath) !== JSON.stringify(declared.sort())) {
      throw new Error(
        `${name}: the path names {${inPath.join('}, {')}}, its params schema ${declared.join(', ')}`,
      );
    }
    return {
      operationId: name,
      summary: route.summary,
      description: accessDescription(route),
      tags: [route.resource],
      ...(parameters.length > 0 && { parameters }),
      ...(body && { requestBody: { required: true, content: { 'application/json': { schema: body() } } } }),
      ...(schemas.upload && { requestBody: multipartRequestBody(schemas.upload) }),
      responses: {
        ...Object.fromEntries(answers.map(({ status, answer }) => [status, successResponse(status, answer)])),
        ...Object.fromEntries(
          errors.map((status) => [status, { $ref: `#/components/responses/${errorNames[status]}` }]),
        ),
      },
      security: securityOf(route),
    };
  };
}

/** A multipart form carrying one file in the upload's field. */
function multipartRequestBody(upload: FileUpload) {
  return {
    required: true,
    content: {
      'multipart/form-data': {
        schema: {
          type: 'object',
          required: [upload.field],
          properties: { [upload.field]: { type: 'string', format: 'binary', description: 'The file' } },
        },
      },
    },
  };
}

function accessDescription(route: DescribedEndpoint) {
  if (route.access === 'public') return 'Answers without a session.';
  const capability = route.capability
    ? ` and the capability \`${route.capability}\` in the organisation the call concerns`
    : '';
  return `Needs a session${capability}.`;
}

/** A session cookie on every call that needs one, and the XSRF header on every write (sign-in included). */
function securityOf(route: DescribedEndpoint) {
  const requirement = {
    ...(route.access === 'session' && { session: [] }),
    ...(mutatingMethods.has(route.method) && { xsrf: [] }),
  };
  return Object.keys(requirement).length > 0 ? [requirement] : [];
}

function successResponse(status: string, answer: (() => JsonSchema) | NonJsonAnswer | null) {
  if (answer === null) return { description: 'Done; the answer has no body' };
  if (typeof answer === 'function') {
    return {
      description: successDescriptions[status] ?? status,
      content: { 'application/json': { schema: answer() } },
    };
  }
  if (answer.kind === 'redirect') {
    return {
      description: 'A redirect',
      headers: {
        Location: { description: 'Where the browser goes next', required: true, schema: { type: 'string' } },
      },
    };
  }
  return {
    description: 'A file to download',
    headers: {
      'Content-Disposition': {
        description: 'attachment, with the file name',
        required: true,
        schema: { type: 'string' },
      },
    },
    content: { [answer.mediaType ?? 'application/octet-stream']: { schema: { type: 'string' } } },
  };
}

const successDescriptions: Record<string, string> = {
  '200': 'OK',
  '201': 'Created',
  '202': 'Accepted',
};

const errorNames: Record<ErrorStatus, string> = {
  400: 'BadRequest',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'NotFound',
  409: 'Conflict',
  410: 'Gone',
  413: 'ContentTooLarge',
  415: 'UnsupportedMediaType',
  422: 'UnprocessableContent',
  429: 'TooManyRequests',
};

/** The error answers, one per status, each with the error body every error has. */
function errorResponses(apiError: JsonSchema): Record<string, unknown> {
  const answer = (description: string, extra: object = {}) => ({
    description,
    ...extra,
    content: { 'application/json': { schema: apiError } },
  });
  const byStatus: Record<ErrorStatus, unknown> = {
    400: answer('The body is not well-formed JSON'),
    401: answer('No valid session'),
    403: answer(
      `Refused: a write without the ${xsrfHeaderName} header, a request from another site, or a caller without the capability`,
    ),
    404: answer('No such record, or none the caller may see (users/me: not signed in)'),
    409: answer('The record changed since it was read, or is already in the state asked for'),
    410: answer('The link has expired or was used'),
    413: answer('The body is too large'),
    415: answer('The body is not JSON'),
    422: answer('An input is invalid; `errors` says which, field by field'),
    429: answer('Too many requests', {
      headers: {
        'Retry-After': {
          description: 'In how many seconds a request is taken again',
          schema: { type: 'integer', minimum: 0 },
        },
      },
    }),
  };
  return Object.fromEntries(
    Object.entries(byStatus).map(([status, response]) => [
      errorNames[Number(status) as ErrorStatus],
      response,
    ]),
  );
}

/** Path and query parameters from the properties of an object schema; arrays travel comma-joined. */
function parametersOf(where: 'path' | 'query', schema: JsonSchema, dereference: (ref: string) => JsonSchema) {
  if (schema.type !== 'object' || typeof schema.properties !== 'object') {
    throw new Error(`a ${where} schema must be an object with properties: ${JSON.stringify(schema)}`);
  }
  const properties = schema.properties as Record<string, JsonSchema>;
  const required = new Set((schema.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => {
    const { type } = typeof property.$ref === 'string' ? dereference(property.$ref) : property;
    return {
      name,
      in: where,
      required: where === 'path' || required.has(name),
      schema: property,
      ...(type === 'array' && { style: 'form', explode: false }),
    };
  });
}

function sortKeys<Value>(record: Record<string, Value>) {
  return Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)));
}
