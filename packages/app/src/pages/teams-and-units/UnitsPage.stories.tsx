import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { t } from '../../../../../.storybook/story-text.ts';
import { storyUnit, teamsPageStory } from '../../features/teams-and-units/stories/index.ts';
import { routePaths } from '../../routes/route-names.ts';
import type { PageStory } from '../../shared/stories/index.ts';
import { Page } from './UnitsPage.tsx';

const meta = {
  title: 'Screens/Opportunities/Units',
  tags: ['autodocs'],
  ...teamsPageStory({ page: Page, path: routePaths.Units, url: '/units' }, { units: [storyUnit] }),
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The units with their teams and open requisitions counted, and the way to create one. */
export const Overview: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('grid', { name: t('shell:pageTitle.Units') });
    const row = (await within(table).findByRole('rowheader', { name: 'Eastern Africa Medical' })).closest(
      '[role="row"]',
    );
    await expect(row).toHaveTextContent('EAF-MED');
    await expect(row).toHaveTextContent('AIM Eastern Africa');
    await expect(canvas.getByRole('link', { name: t('teamsAndUnits:units.create') })).toBeVisible();
  },
};
