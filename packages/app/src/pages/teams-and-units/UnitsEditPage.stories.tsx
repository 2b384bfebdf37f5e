import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { t } from '../../../../../.storybook/story-text.ts';
import { teamsPageStory } from '../../features/teams-and-units/stories/index.ts';
import { routePaths } from '../../routes/route-names.ts';
import type { PageStory } from '../../shared/stories/index.ts';
import { Page } from './UnitsEditPage.tsx';

const meta = {
  title: 'Screens/Opportunities/Edit a unit',
  tags: ['autodocs'],
  ...teamsPageStory({ page: Page, path: routePaths.UnitsEdit, url: '/units/5/edit' }),
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A unit's form opened with its name and code as saved. */
export const Overview: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', {
        level: 1,
        name: t('teamsAndUnits:form.editTitle.unit', { name: 'Eastern Africa Medical' }),
      }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('textbox', { name: new RegExp(`^${t('teamsAndUnits:fields.name')}`) }),
    ).toHaveValue('Eastern Africa Medical');
  },
};
