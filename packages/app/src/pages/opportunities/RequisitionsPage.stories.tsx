import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { opportunitiesHandlers, storyRequisitions } from '../../features/opportunities/stories/index.ts';
import { organisationHandlers } from '../../features/organisation/stories/index.ts';
import { routePaths } from '../../routes/route-names.ts';
import { atPhoneWidth, expectNoSidewaysScroll, PageStory } from '../../shared/stories/index.ts';
import { storyOfficeStaff } from '../../shell/stories/office-staff.ts';
import { Page } from './RequisitionsPage.tsx';

const requests = fn<(url: URL) => void>();
const lastRequest = () => requests.mock.lastCall?.[0].searchParams;

const meta = {
  title: 'App/Opportunities/Requisitions',
  component: PageStory,
  tags: ['autodocs'],
  args: { page: Page, path: routePaths.Requisitions, url: '/requisitions', user: storyOfficeStaff },
  beforeEach: ({ msw }) => {
    requests.mockClear();
    msw.use(opportunitiesHandlers.requisitions(storyRequisitions, requests));
  },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The requisitions the caller reaches, newest update first, each with its availability and a link to it. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Requisitions' })).toBeVisible();
    const list = await canvas.findByRole('list', { name: 'Requisitions' });
    const rows = within(list).getAllByRole('listitem');
    await expect(rows).toHaveLength(5);
    await expect(within(list).getByRole('link', { name: 'Nurse, Kijabe Hospital' })).toHaveAttribute(
      'href',
      '/requisitions/5011',
    );
    await expect(rows[2]).toHaveTextContent('Filled');
    await expect(rows[3]).toHaveTextContent('Archived');
    await expect(canvas.getByText('5 requisitions')).toBeVisible();
    await expect(lastRequest()?.get('sort')).toBe('-last_updated');
    await expect(lastRequest()?.get('page')).toBe('1');
  },
};

/** On a phone the search and the rows fit the screen. */
export const LoadedAtPhoneWidth: Story = {
  ...atPhoneWidth,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByRole('listitem')).toHaveLength(5);
    await expectNoSidewaysScroll();
  },
};

/** Opened from the global search's "Show more" with its query; a new search is sent with Enter. */
export const Searched: Story = {
  args: { url: '/requisitions?search=nurse' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Requisitions' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await expect(lastRequest()?.get('search')).toBe('nurse');
    const search = canvas.getByRole('textbox', { name: 'Search requisitions' });
    await expect(search).toHaveValue('nurse');
    await userEvent.clear(search);
    await userEvent.type(search, 'teacher{Enter}');
    await expect(await canvas.findByRole('link', { name: 'Teacher, Rift Valley Academy' })).toBeVisible();
    await expect(lastRequest()?.get('search')).toBe('teacher');
  },
};

/** A search that matches nothing says so and offers to clear it, which lists everything again. */
export const NoMatches: Story = {
  args: { url: '/requisitions?search=plumber' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Nothing matches these filters')).toBeVisible();
    await expect(canvas.getByText('0 requisitions')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(canvas.getByRole('textbox', { name: /^Search/ })).toHaveValue('');
    await expect(await canvas.findAllByRole('link')).not.toHaveLength(0);
  },
};

/** Someone who reaches no requisition (a member) gets the server's empty scoped list. */
export const Empty: Story = {
  beforeEach: ({ msw }) => {
    msw.use(opportunitiesHandlers.requisitions([]));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('There are no requisitions to show.')).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(organisationHandlers.loading('listRequisitions'));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading…')).toBeVisible();
  },
};

export const LoadError: Story = {
  beforeEach: ({ msw }) => {
    msw.use(organisationHandlers.failing('listRequisitions'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The requisitions could not be loaded.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
