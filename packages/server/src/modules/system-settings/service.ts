import {
  type FeatureFlags,
  featureFlagsSchema,
  type PageMetadata,
  pageMetadataSchema,
} from '@mobilise/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { readSettings } from './repository.ts';

/**
 * The feature flags when system_settings says nothing: the modules Mobilise ships are on; the review
 * forms of an external form service, and the optional flows, are off until someone turns them on.
 */
export const defaultFeatureFlags: FeatureFlags = {
  leave_requests: true,
  travel_plans: true,
  education_plans: true,
  reviews: true,
  review_forms: false,
  mark_not_requiring_education_plan: false,
  leave_request_extensive_confirm_ended_flow: false,
  travel_plan_extensive_confirm_ended_flow: false,
};

export const settingKeys = {
  featureFlags: 'feature_flags',
  banner: 'banner',
  applicationRestrictionList: 'application_restriction_list',
} as const;

const featureFlagOverrides = featureFlagsSchema.partial();
const banner = pageMetadataSchema.shape.banner;
const restrictionList = pageMetadataSchema.shape.application_restriction_list;

/**
 * Page metadata from system_settings, each key falling back to its default (flags above, no
 * banner, no application restriction) when missing or unreadable.
 */
export async function pageMetadata(db: Kysely<Database>): Promise<PageMetadata> {
  const settings = await readSettings(db, Object.values(settingKeys));
  const flags = featureFlagOverrides.safeParse(settings.get(settingKeys.featureFlags) ?? {});
  const bannerText = banner.safeParse(settings.get(settingKeys.banner) ?? null);
  const restriction = restrictionList.safeParse(settings.get(settingKeys.applicationRestrictionList) ?? null);
  return {
    feature_flags: { ...defaultFeatureFlags, ...(flags.success ? flags.data : {}) },
    banner: bannerText.success ? bannerText.data : null,
    application_restriction_list: restriction.success ? restriction.data : null,
  };
}
