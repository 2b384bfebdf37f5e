import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { t } from '../../../../../.storybook/story-text.ts';
import { teamsPageStory } from '../../features/teams-and-units/stories/index.ts';
import { routePaths } from '../../routes/route-names.ts';
import type { PageStory } from '../../shared/stories/index.ts';
import { Page } from './GeolocationsPage.tsx';

const meta = {
  title: 'Screens/Opportunities/Geolocations',
  tags: ['autodocs'],
  ...teamsPageStory({ page: Page, path: routePaths.Geolocations, url: '/geolocations' }),
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The places of the reader's organisations and the shared ones, each with its country, and the way to
 * create one.
 */
export const Overview: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('grid', { name: t('shell:pageTitle.Geolocations') });
    await expect(await within(table).findByRole('rowheader', { name: 'Kijabe' })).toBeVisible();
    await expect(within(table).getByText(t('teamsAndUnits:geolocations.shared'))).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('teamsAndUnits:geolocations.create') })).toBeVisible();
  },
};
