import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, within } from 'storybook/test';
import { t } from '../../../../../.storybook/story-text.ts';
import { storyPlaces, teamsPageStory } from '../../features/teams-and-units/stories/index.ts';
import { routePaths } from '../../routes/route-names.ts';
import type { PageStory } from '../../shared/stories/index.ts';
import { Page } from './GeolocationsCreatePage.tsx';
import { Page as GeolocationsShowPage } from './GeolocationsShowPage.tsx';

const onWrite = fn();

const meta = {
  title: 'Screens/Opportunities/Create a geolocation',
  tags: ['autodocs'],
  ...teamsPageStory(
    {
      page: Page,
      path: routePaths.GeolocationsCreate,
      url: '/geolocations/create',
      leadsTo: [{ path: routePaths.GeolocationsShow, page: GeolocationsShowPage }],
    },
    { places: storyPlaces, onWrite },
  ),
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The form with its map, no point chosen yet. */
export const Overview: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('img', { name: t('teamsAndUnits:form.mapLabel') }),
    ).toBeVisible();
  },
};

/** By keyboard: the coordinates typed in the number fields put the point on the map, and the place is created. */
export const TypedCoordinates: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      await canvas.findByRole('textbox', { name: new RegExp(`^${t('teamsAndUnits:fields.name')}`) }),
      'Eldoret',
    );
    await userEvent.click(
      canvas.getByRole('button', { name: new RegExp(t('teamsAndUnits:fields.country')) }),
    );
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Kenya' }));
    await userEvent.type(
      canvas.getByRole('textbox', { name: new RegExp(`^${t('teamsAndUnits:fields.latitude')}`) }),
      '0.5143',
    );
    await userEvent.type(
      canvas.getByRole('textbox', { name: new RegExp(`^${t('teamsAndUnits:fields.longitude')}`) }),
      '35.2698',
    );
    await userEvent.tab();
    await expect(
      await canvas.findByRole('img', {
        name: t('teamsAndUnits:form.mapLabelWithPoint', { latitude: 0.5143, longitude: 35.2698 }),
      }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('teamsAndUnits:form.create.geolocation') }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Eldoret' })).toBeVisible();
    await expect(onWrite).toHaveBeenCalledWith('createGeolocation', {
      organisation_id: 3,
      name: 'Eldoret',
      country: 'KE',
      latitude: 0.5143,
      longitude: 35.2698,
    });
  },
};

/** A click on the map picks the point: the number fields take its coordinates. */
export const PickedOnTheMap: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const map = await canvas.findByRole('img', { name: t('teamsAndUnits:form.mapLabel') });
    const box = map.getBoundingClientRect();
    await fireEvent.click(map, { clientX: box.left + box.width / 2, clientY: box.top + box.height / 2 });
    // The middle of the map is latitude 0, longitude 0, within the half pixel a click can miss it by.
    const degrees = (field: string) =>
      Number(
        (canvas.getByRole('textbox', { name: new RegExp(`^${field}`) }) as HTMLInputElement).value.replace(
          ',',
          '.',
        ),
      );
    await expect(Math.abs(degrees(t('teamsAndUnits:fields.latitude')))).toBeLessThan(0.5);
    await expect(Math.abs(degrees(t('teamsAndUnits:fields.longitude')))).toBeLessThan(0.5);
    await expect(map.querySelector('circle')).not.toBeNull();
  },
};
