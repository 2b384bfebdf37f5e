import { formatDisplayTimestamp } from '@mobilise/ui/dates';
import { toLanguage } from '@mobilise/ui/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyLanguage, t } from '../../../../../.storybook/story-text.ts';
import { opportunitiesHandlers, storyPapers } from '../../features/opportunities/stories/index.ts';
import { organisationHandlers } from '../../features/organisation/stories/index.ts';
import { routePaths } from '../../routes/route-names.ts';
import { PageStory } from '../../shared/stories/index.ts';
import { storyOfficeStaff } from '../../shell/stories/office-staff.ts';
import { Page } from './VisionStrategyPapersPage.tsx';

const requests = fn<(url: URL) => void>();
const lastRequest = () => requests.mock.lastCall?.[0].searchParams;

const meta = {
  title: 'Screens/Opportunities/Vision and strategy papers',
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

/** The screen as people see it: the papers, newest change first. */
export const Overview: Story = {};

/** The papers the caller reaches, newest update first, with their summary, last update and a link. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: t('opportunities:papers.title') }),
    ).toBeVisible();
    const list = await canvas.findByRole('list', { name: t('opportunities:papers.listLabel') });
    const rows = within(list).getAllByRole('listitem');
    await expect(rows).toHaveLength(3);
    await expect(
      within(list).getByRole('link', {
        name: 'Health care: vision and strategy 2026 — Where health care is heading',
      }),
    ).toHaveAttribute('href', '/vision-strategy-papers/3011');
    await expect(rows[0]).toHaveTextContent(
      t('opportunities:opportunity.lastUpdated', {
        date: formatDisplayTimestamp('2026-10-03T09:00:00Z', toLanguage(storyLanguage())),
      }),
    );
    await expect(lastRequest()?.get('sort')).toBe('-last_updated');
  },
};

/** Opened from the global search's "Show more" with its query; a new search is sent with Enter. */
export const Searched: Story = {
  args: { url: '/vision-strategy-papers?search=geneve' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: t('opportunities:papers.listLabel') });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    await expect(within(list).getByRole('link', { name: 'Mobilisation à Genève et Lyon' })).toBeVisible();
    const search = canvas.getByRole('textbox', { name: t('opportunities:papers.searchLabel') });
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
    await expect(await canvas.findByText(t('ui:listPage.noMatches'))).toBeVisible();
    await expect(canvas.getByText(t('opportunities:papers.count', { count: 0 }))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('ui:listPage.clearFilters') }));
    // Cleared once the whole list is back, not when the first link shows (the picture follows).
    await expect(await canvas.findByText(t('opportunities:papers.count', { count: 3 }))).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: t('opportunities:papers.searchLabel') })).toHaveValue(
      '',
    );
  },
};

/** Someone who reaches no paper (a member) gets the server's empty scoped list. */
export const Empty: Story = {
  beforeEach: ({ msw }) => {
    msw.use(opportunitiesHandlers.papers([]));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(t('opportunities:papers.empty'))).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(organisationHandlers.loading('listVisionStrategyPapers'));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(t('ui:emptyState.loading'))).toBeVisible();
  },
};

export const LoadError: Story = {
  beforeEach: ({ msw }) => {
    msw.use(organisationHandlers.failing('listVisionStrategyPapers'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('opportunities:papers.loadError'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('ui:emptyState.retry') })).toBeVisible();
  },
};
