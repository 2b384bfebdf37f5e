export {
  applicationsInProgressQueryOptions,
  personProfileQueryOptions,
} from './api/index.ts';
export { useOwnProfile } from './useOwnProfile.ts';
