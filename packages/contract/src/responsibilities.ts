import { z } from 'zod';
import { positionSubjectTypeSchema } from './positions.ts';
import { idSchema, nameTextSchema, organisationSchema } from './primitives.ts';

/**
 * One responsibility of a person: a position they hold on a record (a position assignment), identified by
 * the assignment's id, with the organisation whose position it is.
 */
export const responsibilitySchema = z.object({
  id: idSchema,
  position: z.object({ id: idSchema, name: nameTextSchema, removed: z.boolean() }),
  organisation: organisationSchema,
  subjectType: positionSubjectTypeSchema,
  subjectId: idSchema,
});
export type Responsibility = z.infer<typeof responsibilitySchema>;

/** `GET api/person-profiles/{id}/responsibilities`: those the caller may reassign (reassign responsibilities). */
export const personResponsibilitiesSchema = z.object({ responsibilities: z.array(responsibilitySchema) });
export type PersonResponsibilities = z.infer<typeof personResponsibilitiesSchema>;

/**
 * `PUT api/person-profiles/{id}/responsibilities`: each named responsibility of the URL's person goes to
 * another person of its organisation. Strict, so nothing else in the body is taken.
 */
export const reassignResponsibilitiesBodySchema = z.strictObject({
  reassignments: z
    .array(z.strictObject({ id: idSchema, toPersonProfileId: idSchema }))
    .min(1)
    .max(500),
});
export type ReassignResponsibilitiesBody = z.infer<typeof reassignResponsibilitiesBodySchema>;
