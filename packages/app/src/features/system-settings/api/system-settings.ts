import { endpointQueryOptions } from '../../../api/index.ts';

/** The feature flags, the banner and the application restriction list, each with its version (admins). */
export const systemSettingsQueryOptions = endpointQueryOptions('getSystemSettings', {});
