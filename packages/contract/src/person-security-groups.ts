import { z } from 'zod';
import { idSchema, queryIntSchema } from './primitives.ts';
import { securityGroupRoles } from './reference-data.ts';

/** `/api/organisations/{org_id}/person-profiles/{id}/security-groups`: the organisation and the person. */
export const personSecurityGroupsParamsSchema = z.strictObject({
  org_id: queryIntSchema(1),
  id: queryIntSchema(1),
});
export type PersonSecurityGroupsParams = z.infer<typeof personSecurityGroupsParamsSchema>;

/**
 * The security groups a person belongs to in one organisation, as ids of the
 * `api/security-groups` reference list (security-group onboarding).
 */
export const personSecurityGroupsSchema = z.object({ securityGroupIds: z.array(idSchema) });
export type PersonSecurityGroups = z.infer<typeof personSecurityGroupsSchema>;

/**
 * The body of the `PUT`: every group the person is to belong to in the URL's organisation, replacing the
 * ones they had there. Strict, so an organisation or person named in the body is refused, never used.
 */
export const updatePersonSecurityGroupsBodySchema = z.strictObject({
  securityGroupIds: z.array(idSchema).max(securityGroupRoles.length),
});
export type UpdatePersonSecurityGroupsBody = z.infer<typeof updatePersonSecurityGroupsBodySchema>;
