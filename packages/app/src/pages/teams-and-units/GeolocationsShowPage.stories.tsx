import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { t } from '../../../../../.storybook/story-text.ts';
import { storyPlaces, teamsPageStory } from '../../features/teams-and-units/stories/index.ts';
import { routePaths } from '../../routes/route-names.ts';
import { atPhoneWidth, expectNoSidewaysScroll, type PageStory } from '../../shared/stories/index.ts';
import { Page } from './GeolocationsShowPage.tsx';

const meta = {
  title: 'Screens/Opportunities/Geolocation',
  tags: ['autodocs'],
  ...teamsPageStory(
    { page: Page, path: routePaths.GeolocationsShow, url: '/geolocations/9' },
    { places: storyPlaces },
  ),
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A place's country and coordinates in text, and its point on the world map, named the same way. */
export const Overview: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Kijabe' })).toBeVisible();
    const coordinates = t('teamsAndUnits:geolocations.coordinates', {
      latitude: -0.9445,
      longitude: 36.5913,
    });
    await expect(await canvas.findByText('Kenya')).toBeVisible();
    await expect(canvas.getByText(coordinates)).toBeVisible();
    const map = await canvas.findByRole('img', {
      name: t('teamsAndUnits:geolocations.mapLabel', { name: 'Kijabe', country: 'Kenya', coordinates }),
    });
    await expect(map.querySelector('circle')).not.toBeNull();
  },
};

/** On a phone the map shrinks with the page. */
export const AtPhoneWidth: Story = {
  ...atPhoneWidth,
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('img');
    await expectNoSidewaysScroll();
  },
};
