import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { opportunitiesHandlers, storyRequisition } from '../../features/opportunities/stories/index.ts';
import { routePaths } from '../../routes/route-names.ts';
import { atPhoneWidth, expectNoSidewaysScroll, PageStory } from '../../shared/stories/index.ts';
import { storyOfficeStaff } from '../../shell/stories/office-staff.ts';
import { Page } from './RequisitionsShowPage.tsx';

const meta = {
  title: 'App/Opportunities/Requisition',
  component: PageStory,
  tags: ['autodocs'],
  args: { page: Page, path: routePaths.RequisitionsShow, url: '/requisitions/5011', user: storyOfficeStaff },
  beforeEach: ({ msw }) => {
    msw.use(opportunitiesHandlers.requisition([storyRequisition]));
  },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The requisition's title, availability, organisation, term type, last update and description. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Nurse, Kijabe Hospital' }),
    ).toBeVisible();
    await expect(canvas.getByText('Open')).toBeVisible();
    const details = canvas.getByRole('region', { name: 'Details' });
    await expect(details).toHaveTextContent('OrganisationAIM Eastern Africa');
    await expect(details).toHaveTextContent('Term typeFull term');
    await expect(details).toHaveTextContent('Last updated3rd Oct 2026');
    await expect(canvas.getByRole('region', { name: 'Description' })).toHaveTextContent(
      'A registered nurse for the surgical ward of Kijabe Hospital.',
    );
  },
};

/** A filled requisition without a term type or a description yet. */
export const Sparse: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      opportunitiesHandlers.requisition([
        { ...storyRequisition, availability: 'FULFILLED', term_type: null, description: null },
      ]),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Filled')).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Details' })).toHaveTextContent('Term typeNot set');
    await expect(canvas.getByText('No description has been written yet.')).toBeVisible();
  },
};

/** On a phone the status goes under the title and the sections fit the screen. */
export const LoadedAtPhoneWidth: Story = {
  ...atPhoneWidth,
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('region', { name: 'Description' });
    await expectNoSidewaysScroll();
  },
};

/** An unknown requisition, or one the caller does not reach: the server's 404 shows as not found. */
export const NotFound: Story = {
  args: { url: '/requisitions/9999' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: /not found/i })).toBeVisible();
  },
};
