export { storyAttachments } from './fixtures.ts';
export { assetFailures, assetService } from './handlers.ts';
