import {
  constraintSchema,
  constraintScopeSchema,
  formNodeSchema,
  type UnknownConstraint,
  type UnknownNode,
} from '@mobilise/contract';
import { z } from 'zod';

/**
 * What the transforms that can reach an answer turn their input into. A transform is a function, so
 * zod cannot tell its result's shape and would describe it as `{}` (any value at all), which types the
 * whole union around it as `unknown` in a generated client. Each one is written here as a zod schema
 * typed by the contract's own result type, so a change of that type breaks the build here rather
 * than leaving the document behind. The document builder refuses a reachable transform missing here.
 */
const outputs: [transform: z.ZodType, output: z.ZodType][] = [
  [
    formNodeSchema.options[1].out,
    z.object({ type: z.literal('Unknown'), unknownType: z.string() }).meta({
      description: 'A node of a type this version does not know, with the type the server sent',
    }) satisfies z.ZodType<UnknownNode>,
  ],
  [
    constraintSchema.options[1].out,
    z.object({ type: z.literal('Unknown'), unknownType: z.string(), scope: constraintScopeSchema }).meta({
      description: 'A constraint of a type this version does not know, with the type the server sent',
    }) satisfies z.ZodType<UnknownConstraint>,
  ],
];

/** The JSON Schema of each transform's result, by the transform. */
export const transformOutputs: ReadonlyMap<z.core.$ZodType, Record<string, unknown>> = new Map(
  outputs.map(([transform, output]) => {
    const { $schema: _draft, ...schema } = z.toJSONSchema(output, { io: 'output' });
    return [transform, schema];
  }),
);
