import { sessionCookieName, xsrfHeaderName } from '@mobilise/contract';
import { z } from 'zod';

/** A route as Fastify registered it, with the zod schemas its `schema` option names. */
export interface DocumentedRoute {
  method: string;
  /** Fastify's path, prefix included: `/api/person-profiles/:id`. */
  url: string;
  schema?: {
    params?: unknown;
    querystring?: unknown;
    body?: unknown;
    response?: Record<string, unknown>;
  };
  /** Whether the route answers without a session (`config.public`). */
  isPublic: boolean;
}

type JsonSchema = Record<string, unknown>;
type Io = 'input' | 'output';

const componentRef = (id: string) => `#/components/schemas/${id}`;
const mutatingMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The component name of a contract export: `personProfileSchema` → `PersonProfile`. Only exports that
 * are zod schemas and named `…Schema` are components (builders such as `pagedSchema` are functions).
 */
export function contractComponents(contract: Record<string, unknown>): Map<z.ZodType, string> {
  const components = new Map<z.ZodType, string>();
  for (const [name, value] of Object.entries(contract)) {
    if (!(value instanceof z.ZodType) || !name.endsWith('Schema') || components.has(value)) continue;
    const base = name.slice(0, -'Schema'.length);
    components.set(value, base.charAt(0).toUpperCase() + base.slice(1));
  }
  return components;
}

/** What a caller sends is described as zod's input; what the server answers as its output. */
const ioOfComponent = (name: string): Io => (/(Query|Body|Params)$/.test(name) ? 'input' : 'output');

/**
 * The OpenAPI 3.1 document of the given routes, with every contract schema as a component. It is
 * generated, never written, so it cannot drift from what the routes validate.
 */
export function buildOpenApiDocument(routes: readonly DocumentedRoute[], components: Map<z.ZodType, string>) {
  const generated = {
    input: new JsonSchemaPass('input', components),
    output: new JsonSchemaPass('output', components),
  };
  const operations = routes
    .filter((route) => route.method !== 'HEAD' && route.method !== 'OPTIONS')
    .map((route) => ({ route, operation: describeOperation(route, generated) }));

  const schemas: Record<string, JsonSchema> = {};
  for (const [, name] of components) {
    Object.assign(schemas, { [name]: generated[ioOfComponent(name)].component(name) });
  }
  Object.assign(schemas, generated.input.sharedDefinitions(), generated.output.sharedDefinitions());

  const paths: Record<string, Record<string, unknown>> = {};
  for (const { route, operation } of operations) {
    const path = openApiPath(route.url);
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: operation.resolve() };
  }

  return {
    openapi: '3.1.0',
    info: {
      title: 'Mobilise API',
      version: '1',
      description:
        'Generated from the zod schemas of @mobilise/contract and the routes the server registers. ' +
        `Every mutating request echoes the XSRF-TOKEN cookie in ${xsrfHeaderName}; query-string arrays are comma-joined.`,
    },
    paths: sortKeys(paths),
    components: {
      schemas: sortKeys(schemas),
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: sessionCookieName },
        xsrf: { type: 'apiKey', in: 'header', name: xsrfHeaderName },
      },
    },
  };
}

/**
 * One zod → JSON Schema conversion for one direction. Components and the route schemas that are not
 * components go through one registry, so a route's schema refers to the components it contains.
 */
class JsonSchemaPass {
  private readonly registry = z.registry<{ id: string }>();
  private readonly routeSchemaIds = new Map<z.ZodType, string>();
  private result: Record<string, JsonSchema> | null = null;

  constructor(
    private readonly io: Io,
    private readonly components: Map<z.ZodType, string>,
  ) {
    for (const [schema, name] of components) {
      if (ioOfComponent(name) === io) this.registry.add(schema, { id: name });
    }
  }

  /** This direction's component for `schema`, if it is one. */
  private componentOf(schema: z.ZodType) {
    const name = this.components.get(schema);
    return name && ioOfComponent(name) === this.io ? name : undefined;
  }

  /** A placeholder for `schema` now; its JSON Schema once every route has been seen (`resolve`). */
  use(schema: z.ZodType): () => JsonSchema {
    const component = this.componentOf(schema);
    if (component) return () => ({ $ref: componentRef(component) });
    let id = this.routeSchemaIds.get(schema);
    if (!id) {
      id = `route_${this.io}_${this.routeSchemaIds.size + 1}`;
      this.routeSchemaIds.set(schema, id);
      this.registry.add(schema, { id });
    }
    return () => this.generated(id);
  }

  /** The full definition of `schema` (not a reference), e.g. to list a query's properties as parameters. */
  definition(schema: z.ZodType): () => JsonSchema {
    const component = this.componentOf(schema);
    return component ? () => this.generated(component) : this.use(schema);
  }

  /** A component of this direction, or the schema a `$ref` to one points at. */
  component(nameOrRef: string): JsonSchema {
    return this.generated(nameOrRef.replace(componentRef(''), ''));
  }

  /** Schemas zod had to share between several (recursive JSON answers), as components of their own. */
  sharedDefinitions(): Record<string, JsonSchema> {
    const defs = (this.all().__shared?.$defs ?? {}) as Record<string, JsonSchema>;
    return Object.fromEntries(Object.entries(defs).map(([key, value]) => [this.sharedName(key), value]));
  }

  private sharedName(key: string) {
    return `Shared_${this.io}_${key}`;
  }

  private generated(id: string): JsonSchema {
    const schema = this.all()[id];
    if (!schema) throw new Error(`no JSON Schema was generated for ${id}`);
    const { $schema: _draft, $id: _id, ...rest } = schema;
    return rest;
  }

  private all(): Record<string, JsonSchema> {
    if (!this.result) {
      const { schemas } = z.toJSONSchema(this.registry, {
        io: this.io,
        unrepresentable: 'any',
        uri: componentRef,
      });
      // zod points at shared definitions as `…/__shared#/$defs/x`, which OpenAPI cannot resolve.
      const sharedRef = new RegExp(`${escapeRegExp(componentRef('__shared'))}#/\\$defs/([\\w-]+)`, 'g');
      const text = JSON.stringify(schemas).replace(sharedRef, (_ref, key: string) =>
        componentRef(this.sharedName(key)),
      );
      this.result = JSON.parse(text) as Record<string, JsonSchema>;
    }
    return this.result;
  }
}

function describeOperation(route: DocumentedRoute, passes: Record<Io, JsonSchemaPass>) {
  const { params, querystring, body, response = {} } = route.schema ?? {};
  const parameterGroups = [
    ...(isZod(params) ? [{ where: 'path', definition: passes.input.definition(params) }] : []),
    ...(isZod(querystring) ? [{ where: 'query', definition: passes.input.definition(querystring) }] : []),
  ];
  const requestBody = isZod(body) ? passes.input.use(body) : null;
  const responses = Object.entries(response).map(([status, schema]) => ({
    status,
    content: isZod(schema) && !(schema instanceof z.ZodNull) ? passes.output.use(schema) : null,
  }));
  const isApi = route.url.startsWith('/api/');
  const isMutating = mutatingMethods.has(route.method);

  return {
    resolve: () => ({
      operationId: `${route.method.toLowerCase()} ${route.url}`,
      tags: [tagOf(route.url)],
      ...(parameterGroups.length > 0 && {
        parameters: parameterGroups.flatMap(({ where, definition }) =>
          parametersOf(where, definition(), (ref) => passes.input.component(ref)),
        ),
      }),
      ...(requestBody && {
        requestBody: { required: true, content: { 'application/json': { schema: requestBody() } } },
      }),
      responses: {
        ...Object.fromEntries(
          responses.map(({ status, content }) => [
            status,
            {
              description: statusDescriptions[status] ?? status,
              ...(content && { content: { 'application/json': { schema: content() } } }),
            },
          ]),
        ),
        default: {
          description: 'An error: 401, 403, 404, 409, 413, 415, 422 or 429',
          content: { 'application/json': { schema: { $ref: componentRef('ApiError') } } },
        },
      },
      security: [
        {
          ...(isApi && !route.isPublic && { session: [] }),
          ...(isMutating && { xsrf: [] }),
        },
      ],
    }),
  };
}

const statusDescriptions: Record<string, string> = {
  '200': 'OK',
  '201': 'Created',
  '202': 'Accepted',
  '204': 'No content',
};

/** Path and query parameters from the properties of an object schema; arrays travel comma-joined. */
function parametersOf(where: string, schema: JsonSchema, dereference: (ref: string) => JsonSchema) {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
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

function isZod(value: unknown): value is z.ZodType {
  return value instanceof z.ZodType;
}

/** Fastify's `:id` and `*` as OpenAPI's `{id}` and `{path}`. */
function openApiPath(url: string) {
  return url.replace(/:(\w+)/g, '{$1}').replace(/\*$/, '{path}');
}

/** The first segment after `/api` (or the first segment), so the document groups by domain; the app's files are `app`. */
function tagOf(url: string) {
  const segments = url.split('/').filter(Boolean);
  const segment = segments[0] === 'api' ? segments[1] : segments[0];
  return segment && /^[\w-]+$/.test(segment) ? segment : 'app';
}

function sortKeys<Value>(record: Record<string, Value>) {
  return Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)));
}

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
