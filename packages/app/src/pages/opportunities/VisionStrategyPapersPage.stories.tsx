import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { opportunitiesHandlers, storyPapers } from '../../features/opportunities/stories/index.ts';
import { organisationHandlers } from '../../features/organisation/stories/index.ts';
import { routePaths } from '../../routes/route-names.ts';
import { PageStory } from '../../shared/stories/index.ts';
import { storyOfficeStaff } from '../../shell/stories/office-staff.ts';
import { Page } from './VisionStrategyPapersPage.tsx';

const requests = fn<(url: URL) => void>();
const lastRequest = () => requests.mock.lastCall?.[0].searchParams;

const meta = {
  title: 'App/Opportunities/Vision and strategy papers',
  component: PageStory,
  tags: ['autodocs'],
  args: {
    page: Page,
    path: routePaths.VisionStrategyPapers,
    url: '/vision-strategy-papers',
    user: storyOfficeStaff,
  },
  beforeEach: ({ msw }) => {
    requests.mockClear();
    msw.use(opportunitiesHandlers.papers(storyPapers, requests));
  },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The papers the caller reaches, newest update first, with their summary, last update and a link. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Vision and strategy papers' })).toBeVisible();
    const list = await canvas.findByRole('list', { name: 'Vision and strategy papers' });
    const rows = within(list).getAllByRole('listitem');
    await expect(rows).toHaveLength(3);
    await expect(
      within(list).getByRole('link', {
        name: 'Health care: vision and strategy 2026 — Where health care is heading',
      }),
    ).toHaveAttribute('href', '/vision-strategy-papers/3011');
    await expect(rows[0]).toHaveTextContent('Last updated 3rd Oct 2026');
    await expect(lastRequest()?.get('sort')).toBe('-last_updated');
  },
};

/** Opened from the global search's "Show more" with its query; a new search is sent with Enter. */
export const Searched: Story = {
  args: { url: '/vision-strategy-papers?search=geneve' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Vision and strategy papers' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    await expect(within(list).getByRole('link', { name: 'Mobilisation à Genève et Lyon' })).toBeVisible();
    const search = canvas.getByRole('textbox', { name: 'Search vision and strategy papers' });
    await expect(search).toHaveValue('geneve');
    await userEvent.clear(search);
    await userEvent.type(search, 'rift{Enter}');
    await expect(
      await canvas.findByRole('link', {
        name: 'Education in the Rift Valley — Schools, teachers and families',
      }),
    ).toBeVisible();
    await expect(lastRequest()?.get('search')).toBe('rift');
  },
};

/** A search that matches nothing says so and offers to clear it, which lists everything again. */
export const NoMatches: Story = {
  args: { url: '/vision-strategy-papers?search=plumbing' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Nothing matches these filters')).toBeVisible();
    await expect(canvas.getByText('0 papers')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(canvas.getByRole('textbox', { name: /^Search/ })).toHaveValue('');
    await expect(await canvas.findAllByRole('link')).not.toHaveLength(0);
  },
};

/** Someone who reaches no paper (a member) gets the server's empty scoped list. */
export const Empty: Story = {
  beforeEach: ({ msw }) => {
    msw.use(opportunitiesHandlers.papers([]));
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('There are no vision and strategy papers to show.'),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(organisationHandlers.loading('listVisionStrategyPapers'));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading…')).toBeVisible();
  },
};

export const LoadError: Story = {
  beforeEach: ({ msw }) => {
    msw.use(organisationHandlers.failing('listVisionStrategyPapers'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('The vision and strategy papers could not be loaded.'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
