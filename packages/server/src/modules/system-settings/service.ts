import {
  type FeatureFlags,
  featureFlagsSchema,
  type PageMetadata,
  pageMetadataSchema,
  type SystemSettings,
  type UpdateApplicationRestrictionListBody,
  type UpdateBannerBody,
  type UpdateFeatureFlagsBody,
} from '@mobilise/contract';
import type { Kysely } from 'kysely';
import { changedValues, StaleVersionError, versionedUpdate } from '../../audit/versioned-update.ts';
import type { Database } from '../../db/schema.ts';
import type { TableChanges } from '../../db/table-changes.ts';
import { HttpError, RequestValidationError } from '../../http/errors.ts';
import { customIssue } from '../../i18n/zod-issues.ts';
import type { RequestContext } from '../../request-context.ts';
import { lockSetting, readSettings, type StoredSetting, saveSetting, settingsCache } from './repository.ts';

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
type SettingKey = (typeof settingKeys)[keyof typeof settingKeys];

const featureFlagOverrides = featureFlagsSchema.partial();
const banner = pageMetadataSchema.shape.banner;
const restrictionList = pageMetadataSchema.shape.application_restriction_list;

/** Each setting's value as stored, each falling back to its default when missing or unreadable. */
const readers = {
  feature_flags: (stored: unknown): FeatureFlags => {
    const flags = featureFlagOverrides.safeParse(stored ?? {});
    return { ...defaultFeatureFlags, ...(flags.success ? flags.data : {}) };
  },
  banner: (stored: unknown) => {
    const text = banner.safeParse(stored ?? null);
    return text.success ? text.data : null;
  },
  application_restriction_list: (stored: unknown) => {
    const list = restrictionList.safeParse(stored ?? null);
    return list.success ? list.data : null;
  },
} satisfies Record<SettingKey, (stored: unknown) => unknown>;

async function readAll(db: Kysely<Database>) {
  const settings = await readSettings(db, Object.values(settingKeys));
  const setting = <Key extends SettingKey>(key: Key) => {
    const stored = settings.get(key);
    return {
      value: readers[key](stored?.value) as ReturnType<(typeof readers)[Key]>,
      version: stored?.version ?? 0,
    };
  };
  return {
    feature_flags: setting(settingKeys.featureFlags),
    banner: setting(settingKeys.banner),
    application_restriction_list: setting(settingKeys.applicationRestrictionList),
  } satisfies SystemSettings;
}

/**
 * Page metadata from system_settings, each key falling back to its default (flags above, no
 * banner, no application restriction) when missing or unreadable.
 */
export async function pageMetadata(db: Kysely<Database>): Promise<PageMetadata> {
  const settings = await readAll(db);
  return {
    feature_flags: settings.feature_flags.value,
    banner: settings.banner.value,
    application_restriction_list: settings.application_restriction_list.value,
  };
}

/** 403: the system settings are for system admins alone (01 §2.6). */
export class AdminsOnlyError extends HttpError {
  override name = 'AdminsOnlyError';

  constructor() {
    super(403, 'admins_only', 'Only system admins may do this.');
  }
}

export interface SystemSettingsDeps {
  db: Kysely<Database>;
  tableChanges: TableChanges;
}

/**
 * The admins' system settings: the feature flags, the banner and the application restriction list, each
 * saved at the version read, audited, and in every server's users/me from the next request on: every
 * server forgets its kept read when system_settings changes, whichever process wrote it.
 */
export class SystemSettingsService {
  constructor(private readonly deps: SystemSettingsDeps) {
    deps.tableChanges.clearOnChange(['system_settings'], [settingsCache(deps.db)]);
  }

  async read({ actor }: RequestContext): Promise<SystemSettings> {
    if (!actor.isAdmin) {
      throw new AdminsOnlyError();
    }
    return readAll(this.deps.db);
  }

  updateFeatureFlags(context: RequestContext, body: UpdateFeatureFlagsBody) {
    return this.#save(context, settingKeys.featureFlags, body.version, async () => body.feature_flags);
  }

  updateBanner(context: RequestContext, body: UpdateBannerBody) {
    // The banner is one line: a line break typed in the box shows as a space anyway.
    const text = body.banner === null ? null : body.banner.replace(/\s+/g, ' ');
    return this.#save(context, settingKeys.banner, body.version, async () => text);
  }

  updateApplicationRestrictionList(context: RequestContext, body: UpdateApplicationRestrictionListBody) {
    const wanted = body.application_restriction_list;
    const list = wanted === null ? null : [...new Set(wanted)].sort((a, b) => a - b);
    return this.#save(context, settingKeys.applicationRestrictionList, body.version, async (trx) => {
      if (list === null || list.length === 0) {
        return list;
      }
      const known = await trx.selectFrom('organisations').select('id').where('id', 'in', list).execute();
      const unknown = list.filter((id) => !known.some((row) => row.id === id));
      if (unknown.length > 0) {
        throw RequestValidationError.fromZodIssues(
          [
            customIssue(['application_restriction_list'], 'unknown_organisations', {
              ids: unknown.join(', '),
            }),
          ],
          'body',
        );
      }
      return list;
    });
  }

  /**
   * Saves one setting at the version the admin read: 403 for anyone else before anything is read, 409
   * when it moved since, 422 from `wanted`; the change and its audit row in one transaction. Answers
   * every setting as stored now.
   */
  async #save(
    context: RequestContext,
    key: SettingKey,
    expectedVersion: number,
    wanted: (trx: Kysely<Database>) => Promise<unknown>,
  ): Promise<SystemSettings> {
    if (!context.actor.isAdmin) {
      throw new AdminsOnlyError();
    }
    const { db } = this.deps;
    await versionedUpdate<StoredSetting & { exists: boolean }>(db, context, {
      entity: 'system_settings',
      entityId: key,
      expectedVersion,
      lock: async (trx) => {
        const stored = await lockSetting(trx, key);
        return stored ? { ...stored, exists: true } : { value: undefined, version: 0, exists: false };
      },
      change: async (trx, locked) => {
        const stored = readers[key](locked.value);
        const after = await wanted(trx);
        return {
          // The flags are audited one by one, so the history says which were turned on or off.
          ...(key === settingKeys.featureFlags
            ? changedValues(stored as FeatureFlags, after as FeatureFlags)
            : changedValues({ [key]: stored }, { [key]: after })),
          organisationId: null,
          write: async (now) => {
            const version = await saveSetting(trx, key, after, now, locked.exists);
            if (version === undefined) {
              // Another admin saved it first, between our read and our write: theirs stands.
              throw new StaleVersionError((await lockSetting(trx, key))?.version ?? 1);
            }
            return version;
          },
        };
      },
    });
    // This process has forgotten its read at the write already; once more now the change is committed,
    // so that no read made meanwhile (of the settings before the commit) answers the next request.
    settingsCache(db).clear();
    return readAll(db);
  }
}
