import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { t } from '../../../../../.storybook/story-text.ts';
import { teamsPageStory } from '../../features/teams-and-units/stories/index.ts';
import { routePaths } from '../../routes/route-names.ts';
import type { PageStory } from '../../shared/stories/index.ts';
import { Page } from './GeolocationsEditPage.tsx';

const meta = {
  title: 'Screens/Opportunities/Edit a geolocation',
  tags: ['autodocs'],
  ...teamsPageStory({ page: Page, path: routePaths.GeolocationsEdit, url: '/geolocations/9/edit' }),
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A place's form opened with its name, country and point, which the map beside the coordinates shows. */
export const Overview: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', {
        level: 1,
        name: t('teamsAndUnits:form.editTitle.geolocation', { name: 'Kijabe' }),
      }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('textbox', { name: new RegExp(`^${t('teamsAndUnits:fields.latitude')}`) }),
    ).toHaveValue('-0.9445');
    await expect(
      await canvas.findByRole('img', {
        name: t('teamsAndUnits:form.mapLabelWithPoint', { latitude: -0.9445, longitude: 36.5913 }),
      }),
    ).toBeVisible();
  },
};
