export { storyDashboard, storyPeople } from './fixtures.ts';
export { fold, organisationHandlers, pageOf } from './handlers.ts';
