import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { t } from '../../../../../.storybook/story-text.ts';
import { teamsPageStory } from '../../features/teams-and-units/stories/index.ts';
import { routePaths } from '../../routes/route-names.ts';
import type { PageStory } from '../../shared/stories/index.ts';
import { Page } from './TeamsEditPage.tsx';

const meta = {
  title: 'Screens/Opportunities/Edit a team',
  tags: ['autodocs'],
  ...teamsPageStory({ page: Page, path: routePaths.TeamsEdit, url: '/teams/7/edit' }),
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A team's form opened with its name, code, unit and members as saved. */
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
