import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { t } from '../../../../../.storybook/story-text.ts';
import {
  storyDraftTeam,
  storyPlaces,
  storyTeam,
  storyTeamsManager,
  storyUnit,
  teamsServer,
} from '../../features/teams-and-units/stories/index.ts';
import { routePaths } from '../../routes/route-names.ts';
import { PageStory } from '../../shared/stories/index.ts';
import { Page } from './TeamsEditPage.tsx';

const meta = {
  title: 'Screens/Opportunities/Edit a team',
  component: PageStory,
  tags: ['autodocs'],
  args: { page: Page, path: routePaths.TeamsEdit, url: '/teams/7/edit', user: storyTeamsManager },
  beforeEach: ({ msw }) => {
    msw.use(...teamsServer({ teams: [storyTeam, storyDraftTeam], units: [storyUnit], places: storyPlaces }));
  },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** x */
export const Overview: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', {
        level: 1,
        name: t('teamsAndUnits:form.editTitle.team', { name: 'Kijabe Hospital Team' }),
      }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('textbox', { name: new RegExp(`^${t('teamsAndUnits:fields.code')}`) }),
    ).toHaveValue('KIJ-MED');
    await expect(await canvas.findByText('Kofi Osei')).toBeVisible();
  },
};
