export { systemSettingsQueryOptions } from './api/system-settings.ts';
export { BannerSection } from './BannerSection.tsx';
export { FeatureFlagsSection } from './FeatureFlagsSection.tsx';
export { RestrictionListSection } from './RestrictionListSection.tsx';
export { systemSettingsNamespace, useSystemSettingsTranslation } from './useSystemSettingsTranslation.ts';
