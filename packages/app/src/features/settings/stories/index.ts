export {
  storyArchivedTemplate,
  storyPositions,
  storySettingsManager,
  storySuggestedTemplates,
  storyWorkflowTemplate,
} from './fixtures.ts';
export { type SettingsServerState, settingsServer } from './handlers.ts';
