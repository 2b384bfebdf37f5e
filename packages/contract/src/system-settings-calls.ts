import { z } from 'zod';
import { featureFlagsSchema } from './current-user.ts';
import { idSchema, versionSchema } from './primitives.ts';
import { bannerMaxLength, restrictionListMax } from './system-settings-values.ts';

/** A setting as the admins' page reads it: its value, and the version a save of it must name (0: never saved). */
const versioned = <Value extends z.ZodType>(value: Value) => z.object({ value, version: versionSchema });

/**
 * `GET api/system-settings` (admins): the feature flags, the site-wide banner (null: none) and the
 * organisations applications are restricted to (null: no restriction), each saved on its own.
 */
export const systemSettingsSchema = z.object({
  feature_flags: versioned(featureFlagsSchema),
  banner: versioned(z.string().nullable()),
  application_restriction_list: versioned(z.array(idSchema).nullable()),
});
export type SystemSettings = z.infer<typeof systemSettingsSchema>;

/**
 * The banner's text: one line, where `*text*` shows in bold and nothing else is markup. Runs of
 * white space (a line break typed in the box) are stored as one space, as the page shows them.
 */
export const bannerTextSchema = z
  .string()
  .trim()
  .min(1, { error: 'must not be empty: send null for no banner' })
  .max(bannerMaxLength, { error: `must be at most ${bannerMaxLength} characters long` });

/** `PUT api/system-settings/feature-flags`: every flag, at the version read. */
export const updateFeatureFlagsBodySchema = z.strictObject({
  feature_flags: z.strictObject(featureFlagsSchema.shape),
  version: versionSchema,
});
export type UpdateFeatureFlagsBody = z.infer<typeof updateFeatureFlagsBodySchema>;

/** `PUT api/system-settings/banner`: the banner's text, or null to show none, at the version read. */
export const updateBannerBodySchema = z.strictObject({
  banner: bannerTextSchema.nullable(),
  version: versionSchema,
});
export type UpdateBannerBody = z.infer<typeof updateBannerBodySchema>;

/**
 * `PUT api/system-settings/application-restriction-list`: the organisations applications are open to,
 * or null for every organisation, at the version read.
 */
export const updateApplicationRestrictionListBodySchema = z.strictObject({
  application_restriction_list: z
    .array(idSchema)
    .max(restrictionListMax, { error: `must list at most ${restrictionListMax} organisations` })
    .nullable(),
  version: versionSchema,
});
export type UpdateApplicationRestrictionListBody = z.infer<typeof updateApplicationRestrictionListBodySchema>;
