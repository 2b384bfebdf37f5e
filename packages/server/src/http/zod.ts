import type { FastifySchemaCompiler, FastifySerializerCompiler, FastifyTypeProvider } from 'fastify';
import type { z } from 'zod';
import { RequestValidationError } from './errors.ts';

/** Lets route schemas be the contract's zod schemas, so handlers see typed params, query and body. */
export interface ZodTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends z.ZodType ? z.output<this['schema']> : unknown;
  serializer: this['schema'] extends z.ZodType ? z.input<this['schema']> : unknown;
}

/** Checks params, query, body and headers with the route's zod schema; a failure answers 422. */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    // The input stays in the issues (never in the answer) so the error handler can word them in any language.
    const result = schema.safeParse(data, { reportInput: true });
    return result.success
      ? { value: result.data }
      : { error: RequestValidationError.fromZodIssues(result.error.issues, httpPart ?? 'request') };
  };

/** Serialises a response through its zod schema, which drops every field the schema does not list. */
export const serializerCompiler: FastifySerializerCompiler<z.ZodType> =
  ({ schema }) =>
  (data) =>
    JSON.stringify(schema.parse(data));
