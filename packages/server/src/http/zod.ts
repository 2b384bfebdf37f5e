import type { FastifySchemaCompiler, FastifySerializerCompiler, FastifyTypeProvider } from 'fastify';
import type { z } from 'zod';
import { customIssue } from '../i18n/zod-issues.ts';
import { RequestValidationError } from './errors.ts';

/** Lets route schemas be the contract's zod schemas, so handlers see typed params, query and body. */
export interface ZodTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends z.ZodType ? z.output<this['schema']> : unknown;
  serializer: this['schema'] extends z.ZodType ? z.input<this['schema']> : unknown;
}

/**
 * Checks params, query, body and headers with the route's zod schema; a failure answers 422. A string
 * holding U+0000 fails too, whatever the schema says: PostgreSQL stores no such text (nor jsonb), so it
 * would otherwise fail the statement that writes or looks it up, a 500. Checked here, every route's
 * every part is covered without each schema having to say so.
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    // The input stays in the issues (never in the answer) so the error handler can word them in any language.
    const result = schema.safeParse(data, { reportInput: true });
    const nulPaths = fieldsHoldingNul(data);
    if (result.success && nulPaths.length === 0) {
      return { value: result.data };
    }
    // The NUL is the field's one message: what the schema also says of it follows from the same character.
    const nulFields = new Set(nulPaths.map((path) => path.join('.')));
    const schemaIssues = result.success
      ? []
      : result.error.issues.filter((issue) => !nulFields.has(issue.path.map(String).join('.')));
    const issues = [...nulPaths.map((path) => customIssue(path, 'nul_character')), ...schemaIssues];
    return { error: RequestValidationError.fromZodIssues(issues, httpPart ?? 'request') };
  };

/**
 * The paths of the strings in a request part that hold U+0000; a key holding one counts at the path of
 * its object. Walked with a stack of its own, so a deeply nested body cannot overflow the call stack.
 */
export function fieldsHoldingNul(data: unknown): (string | number)[][] {
  // Each entry links to its parent, so a path is only built for a string that holds the character.
  interface Entry {
    value: unknown;
    key?: string | number;
    parent?: Entry;
  }
  const pathOf = (entry: Entry) => {
    const path: (string | number)[] = [];
    for (let at: Entry | undefined = entry; at?.key !== undefined; at = at.parent) path.push(at.key);
    return path.reverse();
  };
  const found: (string | number)[][] = [];
  const pending: Entry[] = [{ value: data }];
  for (let entry = pending.pop(); entry !== undefined; entry = pending.pop()) {
    const { value } = entry;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) found.push(pathOf(entry));
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => {
        pending.push({ value: item, key: index, parent: entry });
      });
    } else if (isPlainObject(value)) {
      if (Object.keys(value).some((key) => key.includes('\u0000'))) found.push(pathOf(entry));
      for (const [key, item] of Object.entries(value)) {
        pending.push({ value: item, key, parent: entry });
      }
    }
  }
  return found.sort(byPath);
}

/** An object whose entries are data: a parsed JSON object, or a query string's (whatever its prototype). */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  return (
    typeof value === 'object' && value !== null && !ArrayBuffer.isView(value) && !(value instanceof Date)
  );
}

function byPath(a: readonly (string | number)[], b: readonly (string | number)[]) {
  return a.join('.') < b.join('.') ? -1 : a.join('.') > b.join('.') ? 1 : 0;
}

/** Serialises a response through its zod schema, which drops every field the schema does not list. */
export const serializerCompiler: FastifySerializerCompiler<z.ZodType> =
  ({ schema }) =>
  (data) =>
    JSON.stringify(schema.parse(data));
