import { z } from 'zod';
import { capabilityNames } from './capabilities.ts';
import { memberStatuses } from './member-statuses.ts';
import { featureFlagNames } from './system-settings-values.ts';

const organisationIdSchema = z.number().int().positive();

export const capabilityNameSchema = z.enum(capabilityNames);

/** A list of organisation ids, or '*' for every organisation. */
export const organisationScopeSchema = z.union([z.literal('*'), z.array(organisationIdSchema)]);
export type OrganisationScope = z.infer<typeof organisationScopeSchema>;

/** Capability name → the organisations it holds for; a missing name holds for none. */
export const capabilityMapSchema = z.partialRecord(capabilityNameSchema, organisationScopeSchema);
export type CapabilityMap = z.infer<typeof capabilityMapSchema>;

export const memberStatusSchema = z.enum(memberStatuses);
export type MemberStatus = z.infer<typeof memberStatusSchema>;

/**
 * The current user (session), field for field. Organisation lists hold organisation ids.
 * Fields of the person profile are null while the user has no profile.
 */
export const currentUserSchema = z.object({
  id: z.number().int().positive(),
  is_admin: z.boolean(),
  is_office_staff_for: z.array(organisationIdSchema),
  mobilised_by_organisations: z.array(organisationIdSchema),
  is_education_consultant_for: z.array(organisationIdSchema),
  user_can: capabilityMapSchema,
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  person_profile_id: z.number().int().positive().nullable(),
  avatar_id: z.number().int().positive().nullable(),
  known_as: z.string().nullable(),
  language: z.string(),
  member_status: memberStatusSchema.nullable(),
  family_id: z.number().int().positive().nullable(),
  is_creative_access: z.boolean(),
  requires_onboarding: z.boolean(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

/** The feature flags that page metadata carries (the names: system-settings-values.ts). */
export const featureFlagNameSchema = z.enum(featureFlagNames);
export type FeatureFlagName = z.infer<typeof featureFlagNameSchema>;

export const featureFlagsSchema = z.object(
  Object.fromEntries(featureFlagNames.map((name) => [name, z.boolean()])) as Record<
    FeatureFlagName,
    z.ZodBoolean
  >,
);
export type FeatureFlags = z.infer<typeof featureFlagsSchema>;

/**
 * The app's start-up data ("page metadata"): feature flags, the site-wide banner, and the
 * organisations applications are restricted to (null: no restriction, every organisation may use them).
 */
export const pageMetadataSchema = z.object({
  feature_flags: featureFlagsSchema,
  banner: z.string().nullable(),
  application_restriction_list: z.array(organisationIdSchema).nullable(),
});
export type PageMetadata = z.infer<typeof pageMetadataSchema>;

/** `GET /api/users/me` (and a successful sign-in or registration): the current user plus page metadata. */
export const currentUserResponseSchema = currentUserSchema.extend({ page_metadata: pageMetadataSchema });
export type CurrentUserResponse = z.infer<typeof currentUserResponseSchema>;
