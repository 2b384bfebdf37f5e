import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { t } from '../../../../../.storybook/story-text.ts';
import {
  storyArchivedTeam,
  storyDraftTeam,
  storyTeam,
  storyUnit,
  teamsPageStory,
} from '../../features/teams-and-units/stories/index.ts';
import { routePaths } from '../../routes/route-names.ts';
import { atPhoneWidth, expectNoSidewaysScroll, type PageStory } from '../../shared/stories/index.ts';
import { storyOfficeStaff } from '../../shell/stories/office-staff.ts';
import { Page } from './TeamsPage.tsx';

const meta = {
  title: 'Screens/Opportunities/Teams',
  tags: ['autodocs'],
  ...teamsPageStory(
    { page: Page, path: routePaths.Teams, url: '/teams' },
    { teams: [storyTeam, storyDraftTeam, storyArchivedTeam], units: [storyUnit] },
  ),
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The teams of the reader's organisations with their status; archived ones only when asked for. */
export const Overview: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('grid', { name: t('shell:pageTitle.Teams') });
    await expect(await within(table).findByRole('rowheader', { name: 'Kijabe Hospital Team' })).toBeVisible();
    await expect(within(table).queryByText('Mombasa Youth')).toBeNull();
    await expect(canvas.getByRole('link', { name: t('teamsAndUnits:teams.create') })).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: t('teamsAndUnits:list.includeArchived') }));
    await expect(await canvas.findByRole('rowheader', { name: 'Mombasa Youth' })).toBeVisible();
    await expect(canvas.getByText(t('teamsAndUnits:status.archived'))).toBeVisible();
  },
};

/** Office staff without manage_teams read the teams but are not offered to create one. */
export const WithoutManageTeams: Story = {
  args: { user: storyOfficeStaff },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('rowheader', { name: 'Kijabe Hospital Team' });
    await expect(canvas.queryByRole('link', { name: t('teamsAndUnits:teams.create') })).toBeNull();
  },
};

/** On a phone the list fits the screen. */
export const AtPhoneWidth: Story = {
  ...atPhoneWidth,
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('rowheader', { name: 'Kijabe Hospital Team' });
    await expectNoSidewaysScroll();
  },
};
