import type { Meta } from '@storybook/react-vite';
import type { Mock } from 'storybook/test';
import { PageStory, type PageStoryProps } from '../../../shared/stories/index.ts';
import { storyDraftTeam, storyPlaces, storyTeam, storyUnit } from './fixtures.ts';
import { storyTeamsManager, type TeamsServerOptions, teamsServer } from './handlers.ts';

/** What the calls answer from, with a spy on the writes that each story starts afresh. */
type StoryRecords = Omit<TeamsServerOptions, 'onWrite'> & { onWrite?: Mock };

/** The records most teams, units and places screens show: a team and its draft, a unit and the places. */
const usualRecords: StoryRecords = {
  teams: [storyTeam, storyDraftTeam],
  units: [storyUnit],
  places: storyPlaces,
};

/**
 * What a teams, units or places screen's stories share: the page at its route, opened by office staff who
 * manage teams, units and places, over the calls answered from `records` (the usual team, draft, unit and
 * places unless given; a story's `onWrite` spy is cleared before each). Spread into the stories' meta beside its `title` and `tags`, which Storybook reads
 * from the file itself.
 */
export const teamsPageStory = (
  args: Pick<PageStoryProps, 'page' | 'path' | 'url' | 'leadsTo'>,
  records: StoryRecords = usualRecords,
) =>
  ({
    component: PageStory,
    args: { user: storyTeamsManager, ...args },
    beforeEach: ({ msw }) => {
      records.onWrite?.mockClear();
      msw.use(...teamsServer(records));
    },
  }) satisfies Meta<typeof PageStory>;
