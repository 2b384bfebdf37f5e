import type { FeatureFlags, SystemSettings } from '@mobilise/contract';
import { HttpResponse, http } from 'msw';
import { mswPath } from '../../../api/msw-path.ts';

/** The demo's flags: every module on, as the seed sets them. */
export const storyFeatureFlags: FeatureFlags = {
  leave_requests: true,
  travel_plans: true,
  education_plans: true,
  reviews: true,
  review_forms: false,
  mark_not_requiring_education_plan: true,
  leave_request_extensive_confirm_ended_flow: true,
  travel_plan_extensive_confirm_ended_flow: false,
};

/** The settings the stories start from: no banner yet, applications open to every organisation. */
export const storySystemSettings: SystemSettings = {
  feature_flags: { value: storyFeatureFlags, version: 3 },
  banner: { value: null, version: 0 },
  application_restriction_list: { value: null, version: 1 },
};

const saves = {
  updateFeatureFlags: 'feature_flags',
  updateBanner: 'banner',
  updateApplicationRestrictionList: 'application_restriction_list',
} as const;

/**
 * The stories' mocked server of the system settings: it keeps what is saved, refuses a save at an old
 * version with 409 as the server does, and tells `onSave` each body it took.
 */
export const systemSettingsServer = (
  start: SystemSettings = storySystemSettings,
  onSave: (body: Record<string, unknown>) => void = () => {},
) => {
  let settings = structuredClone(start);
  return [
    http.get(mswPath('getSystemSettings'), () => HttpResponse.json(settings)),
    ...Object.entries(saves).map(([name, key]) =>
      http.put(mswPath(name as keyof typeof saves), async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown> & { version: number };
        if (body.version !== settings[key].version) {
          return HttpResponse.json(
            {
              code: 'stale_version',
              message: 'Someone else changed this record since you opened it: reload it and try again.',
              errors: { version: [`is ${settings[key].version} now`] },
              requestId: 'story',
            },
            { status: 409 },
          );
        }
        onSave(body);
        settings = { ...settings, [key]: { value: body[key], version: settings[key].version + 1 } };
        return HttpResponse.json(settings);
      }),
    ),
  ];
};
