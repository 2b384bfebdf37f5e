import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { t } from '../../../../../.storybook/story-text.ts';
import { teamsPageStory } from '../../features/teams-and-units/stories/index.ts';
import { routePaths } from '../../routes/route-names.ts';
import type { PageStory } from '../../shared/stories/index.ts';
import { Page } from './OrgUnitsPage.tsx';

const meta = {
  title: 'Screens/Opportunities/Our units',
  tags: ['autodocs'],
  ...teamsPageStory({ page: Page, path: routePaths.OrgUnits, url: '/orgs/7/units' }),
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The units of the organisation in the address. */
export const Overview: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('grid', { name: t('shell:pageTitle.OrgUnits') });
    await expect(
      await within(table).findByRole('rowheader', { name: 'Eastern Africa Medical' }),
    ).toBeVisible();
  },
};
