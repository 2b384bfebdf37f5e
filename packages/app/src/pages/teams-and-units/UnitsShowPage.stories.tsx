import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { t } from '../../../../../.storybook/story-text.ts';
import { storyTeam, storyUnit, teamsPageStory } from '../../features/teams-and-units/stories/index.ts';
import { routePaths } from '../../routes/route-names.ts';
import type { PageStory } from '../../shared/stories/index.ts';
import { storyOfficeStaff } from '../../shell/stories/office-staff.ts';
import { Page } from './UnitsShowPage.tsx';

const meta = {
  title: 'Screens/Opportunities/Unit',
  tags: ['autodocs'],
  ...teamsPageStory(
    { page: Page, path: routePaths.UnitsShow, url: '/units/5' },
    { teams: [storyTeam], units: [storyUnit] },
  ),
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A unit with its teams (each with its status) and why it cannot be archived yet. */
export const Overview: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Eastern Africa Medical' }),
    ).toBeVisible();
    const teams = canvas.getByRole('region', { name: t('teamsAndUnits:show.teams') });
    await expect(
      within(teams).getByRole('link', {
        name: t('teamsAndUnits:show.teamWithStatus.PUBLISHED', { name: 'Kijabe Hospital Team' }),
      }),
    ).toBeVisible();
    await expect(
      within(teams).getByRole('link', {
        name: t('teamsAndUnits:show.teamArchived', { name: 'Mombasa Youth' }),
      }),
    ).toBeVisible();
    await expect(canvas.getByText(t('teamsAndUnits:show.cannotBeArchived'))).toBeVisible();
  },
};

/** Office staff of another organisation see no private notes section. */
export const WithoutPrivateNotes: Story = {
  args: { user: { ...storyOfficeStaff, is_office_staff_for: [3] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Eastern Africa Medical' });
    await expect(canvas.queryByRole('region', { name: t('teamsAndUnits:fields.privateNotes') })).toBeNull();
  },
};
