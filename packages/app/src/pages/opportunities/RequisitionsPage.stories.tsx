import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { t } from '../../../../../.storybook/story-text.ts';
import { opportunitiesHandlers, storyRequisitions } from '../../features/opportunities/stories/index.ts';
import { organisationHandlers } from '../../features/organisation/stories/index.ts';
import { routePaths } from '../../routes/route-names.ts';
import { atPhoneWidth, expectNoSidewaysScroll, PageStory } from '../../shared/stories/index.ts';
import { storyOfficeStaff } from '../../shell/stories/office-staff.ts';
import { Page } from './RequisitionsPage.tsx';

const requests = fn<(url: URL) => void>();
const lastRequest = () => requests.mock.lastCall?.[0].searchParams;

const meta = {
  title: 'Screens/Opportunities/Requisitions',
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

/** The screen as people see it: the requisitions, newest change first. */
export const Overview: Story = {};

/** The requisitions the caller reaches, newest update first, each with its availability and a link to it. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: t('opportunities:requisitions.title') }),
    ).toBeVisible();
    const list = await canvas.findByRole('list', { name: t('opportunities:requisitions.listLabel') });
    const rows = within(list).getAllByRole('listitem');
    await expect(rows).toHaveLength(5);
    await expect(within(list).getByRole('link', { name: 'Nurse, Kijabe Hospital' })).toHaveAttribute(
      'href',
      '/requisitions/5011',
    );
    await expect(rows[2]).toHaveTextContent(t('ui:status.requisitionAvailability.FULFILLED'));
    await expect(rows[3]).toHaveTextContent(t('ui:status.requisitionAvailability.RETRACTED'));
    await expect(canvas.getByText(t('opportunities:requisitions.count', { count: 5 }))).toBeVisible();
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
    const list = await canvas.findByRole('list', { name: t('opportunities:requisitions.listLabel') });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await expect(lastRequest()?.get('search')).toBe('nurse');
    const search = canvas.getByRole('textbox', { name: t('opportunities:requisitions.searchLabel') });
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
    await expect(await canvas.findByText(t('ui:listPage.noMatches'))).toBeVisible();
    await expect(canvas.getByText(t('opportunities:requisitions.count', { count: 0 }))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('ui:listPage.clearFilters') }));
    // Cleared once the whole list is back, not when the first link shows (the picture follows).
    await expect(await canvas.findByText(t('opportunities:requisitions.count', { count: 5 }))).toBeVisible();
    await expect(
      canvas.getByRole('textbox', { name: t('opportunities:requisitions.searchLabel') }),
    ).toHaveValue('');
  },
};

/** Someone who reaches no requisition (a member) gets the server's empty scoped list. */
export const Empty: Story = {
  beforeEach: ({ msw }) => {
    msw.use(opportunitiesHandlers.requisitions([]));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(t('opportunities:requisitions.empty'))).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(organisationHandlers.loading('listRequisitions'));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(t('ui:emptyState.loading'))).toBeVisible();
  },
};

export const LoadError: Story = {
  beforeEach: ({ msw }) => {
    msw.use(organisationHandlers.failing('listRequisitions'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('opportunities:requisitions.loadError'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('ui:emptyState.retry') })).toBeVisible();
  },
};
