export {
  storyArchivedTeam,
  storyDraftTeam,
  storyMembers,
  storyPlace,
  storyPlaces,
  storyTeam,
  storyUnit,
} from './fixtures.ts';
export { storyTeamsManager, type TeamsServerOptions, teamsServer } from './handlers.ts';
export { teamsPageStory } from './page-story.ts';
