import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { t } from '../../../../../.storybook/story-text.ts';
import { teamsPageStory } from '../../features/teams-and-units/stories/index.ts';
import { routePaths } from '../../routes/route-names.ts';
import type { PageStory } from '../../shared/stories/index.ts';
import { Page } from './UnitsCreatePage.tsx';

const meta = {
  title: 'Screens/Opportunities/Create a unit',
  tags: ['autodocs'],
  ...teamsPageStory({ page: Page, path: routePaths.UnitsCreate, url: '/units/create' }),
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A new unit's form: its organisation, name and code, with no unit above it to choose (units hold teams,
 * not units).
 */
export const Overview: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: t('teamsAndUnits:form.createTitle.unit') }),
    ).toBeVisible();
    await expect(
      canvas.queryByRole('button', { name: new RegExp(`^${t('teamsAndUnits:fields.unit')}`) }),
    ).toBeNull();
  },
};
