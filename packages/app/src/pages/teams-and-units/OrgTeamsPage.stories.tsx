import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { t } from '../../../../../.storybook/story-text.ts';
import { teamsPageStory } from '../../features/teams-and-units/stories/index.ts';
import { routePaths } from '../../routes/route-names.ts';
import type { PageStory } from '../../shared/stories/index.ts';
import { Page } from './OrgTeamsPage.tsx';

const meta = {
  title: 'Screens/Opportunities/Our teams',
  tags: ['autodocs'],
  ...teamsPageStory({ page: Page, path: routePaths.OrgTeams, url: '/orgs/7/teams' }),
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The teams of the organisation in the address, each with its status. */
export const Overview: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('grid', { name: t('shell:pageTitle.OrgTeams') });
    await expect(await within(table).findByRole('rowheader', { name: 'Kijabe Hospital Team' })).toBeVisible();
  },
};
