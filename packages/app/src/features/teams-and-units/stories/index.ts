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
