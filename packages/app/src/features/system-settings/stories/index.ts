export { storyFeatureFlags, storySystemSettings, systemSettingsServer } from './handlers.ts';
