import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { t } from '../../../../../.storybook/story-text.ts';
import { orgApplicationsServer } from '../../features/applications/stories/index.ts';
import { organisationHandlers } from '../../features/organisation/stories/index.ts';
import { storyPositions, storySettingsManager } from '../../features/settings/stories/index.ts';
import { routePaths } from '../../routes/route-names.ts';
import { atPhoneWidth, containing, expectNoSidewaysScroll, PageStory } from '../../shared/stories/index.ts';
import { Page } from './OrgApplicationsPage.tsx';

const requests = fn<(url: URL) => void>();
const lastRequest = () => requests.mock.lastCall?.[0].searchParams;
const tableName = () => t('organisation:applications.tableLabel');

const meta = {
  title: 'Screens/Organisation/Applications',
  component: PageStory,
  tags: ['autodocs'],
  args: {
    page: Page,
    path: routePaths.OrgApplications,
    url: '/orgs/3/applications',
    user: storySettingsManager,
  },
  beforeEach: ({ msw }) => {
    requests.mockClear();
    msw.use(...orgApplicationsServer({ positions: storyPositions }, { onRequest: requests }));
  },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The screen as people see it: the organisation's applications, newest first. */
export const Overview: Story = {};

/**
 * The organisation's applications, newest first: each title leads to the application, with its applicants'
 * names, status, current stage (none once it has an outcome) and term type.
 */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: t('organisation:applications.title') }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('organisation:applications.create') })).toHaveAttribute(
      'href',
      '/orgs/3/applications/create',
    );
    const table = await canvas.findByRole('grid', { name: tableName() });
    const link = await within(table).findByRole('link', { name: 'Bible translation consultant, Arusha' });
    await expect(link).toHaveAttribute('href', '/applications/6307');
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(7);
    await waitFor(() => expect(rows[0]).toHaveTextContent('Kwame Mensah'));
    await expect(rows[0]).toHaveTextContent('Sofia Lindqvist');
    await expect(rows[0]).toHaveTextContent('Appointment');
    await expect(rows[0]).toHaveTextContent(t('organisation:applications.termTypes.FULL_TERM'));
    await expect(rows[3]).toHaveTextContent('Accountant, Nairobi office');
    await expect(rows[3]).toHaveTextContent(t('ui:status.application.APPOINTED'));
    await expect(canvas.getByText(t('organisation:applications.count', { count: 7 }))).toHaveAttribute(
      'role',
      'status',
    );
    await expect(lastRequest()?.get('organisation')).toBe('3');
    await expect(lastRequest()?.has('with_workflow_stages')).toBe(true);
    await expect(lastRequest()?.get('sort')).toBe('-created_at');
  },
};

/**
 * Filters from the URL, as a reload keeps them: the running applications at the Assessment stage. The
 * filter bar shows them chosen.
 */
export const Filtered: Story = {
  args: { url: '/orgs/3/applications?status=IN_PROGRESS,ON_HOLD&stage=Assessment&sort=title' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('grid', { name: tableName() });
    await within(table).findByRole('link', { name: 'Nurse, Kijabe Hospital' });
    await expect(lastRequest()?.get('status')).toBe('IN_PROGRESS,ON_HOLD');
    await expect(lastRequest()?.get('stage')).toBe('Assessment');
    await expect(lastRequest()?.get('sort')).toBe('title');
    const titles = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getByRole('link').textContent);
    await expect(titles).toEqual(['Nurse, Kijabe Hospital', 'Pilot, Mission Aviation Fellowship']);
    await expect(
      canvas.getByRole('button', { name: containing(t('organisation:applications.filters.stage')) }),
    ).toHaveTextContent('Assessment');
    await expect(
      canvas.getByRole('button', { name: containing(t('organisation:applications.filters.status')) }),
    ).toHaveTextContent(t('organisation:applications.statuses.ON_HOLD'));
  },
};

/** A position chosen with the keyboard asks for the applications on which it is held, back on page 1. */
export const FilteredByPosition: Story = {
  args: { url: '/orgs/3/applications?page=1&sort=title' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('grid', { name: tableName() });
    await within(table).findByRole('link', { name: 'Nurse, Kijabe Hospital' });
    const trigger = canvas.getByRole('button', {
      name: containing(t('organisation:applications.filters.position')),
    });
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await within(canvasElement.ownerDocument.body).findByRole('listbox');
    // Positions held on applications only, a removed one marked so.
    await expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      t('organisation:applications.filters.anyPosition'),
      'Candidate Director',
      'Personnel Coordinator',
      t('organisation:applications.removedPosition', { name: 'Recruiter' }),
    ]);
    await waitFor(() =>
      expect(
        within(listbox).getByRole('option', { name: t('organisation:applications.filters.anyPosition') }),
      ).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(lastRequest()?.get('position')).toBe('11'));
    await expect(lastRequest()?.get('page')).toBe('1');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    await expect(within(table).getByRole('link', { name: 'Teacher, Rift Valley Academy' })).toBeVisible();
  },
};

/** The title header sorts by title; pressed again, the other way. */
export const SortedByTitle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('grid', { name: tableName() });
    await within(table).findByRole('link', { name: 'Nurse, Kijabe Hospital' });
    const header = within(table).getByRole('columnheader', {
      name: containing(t('organisation:applications.columns.title')),
    });
    await userEvent.click(header);
    await waitFor(() => expect(lastRequest()?.get('sort')).toBe('title'));
    await waitFor(() =>
      expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Accountant, Nairobi office'),
    );
    await userEvent.click(header);
    await waitFor(() => expect(lastRequest()?.get('sort')).toBe('-title'));
    await waitFor(() =>
      expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Youth worker, Mombasa'),
    );
    await expect(header).toHaveAttribute('aria-sort', 'descending');
  },
};

/** Filters that match nothing offer to clear them, which shows every application again in the same order. */
export const NoMatches: Story = {
  args: { url: '/orgs/3/applications?status=REJECTED&stage=Enquiry&sort=title' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('ui:listPage.noMatches'))).toBeVisible();
    await expect(canvas.queryByRole('grid')).toBeNull();
    canvas.getByRole('button', { name: t('ui:listPage.clearFilters') }).focus();
    await userEvent.keyboard('{Enter}');
    const table = await canvas.findByRole('grid', { name: tableName() });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(8));
    await expect(lastRequest()?.get('status')).toBeNull();
    await expect(lastRequest()?.get('stage')).toBeNull();
    await expect(lastRequest()?.get('sort')).toBe('title');
  },
};

/** No applications yet: the empty list offers to create the first one. */
export const Empty: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...orgApplicationsServer({ applications: [], positions: storyPositions }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('organisation:applications.empty'))).toBeVisible();
    await expect(canvas.getByText(t('organisation:applications.emptyHint'))).toBeVisible();
    const links = canvas.getAllByRole('link', { name: t('organisation:applications.create') });
    await expect(links).toHaveLength(2);
    for (const link of links) await expect(link).toHaveAttribute('href', '/orgs/3/applications/create');
  },
};

/** The list failing to load says so and offers to try again. */
export const LoadError: Story = {
  beforeEach: ({ msw }) => {
    msw.use(organisationHandlers.failing('listApplications'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('organisation:applications.loadError'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('ui:emptyState.retry') })).toBeVisible();
  },
};

/** On a phone each application is a card, one under the other, and nothing is wider than the screen. */
export const LoadedAtPhoneWidth: Story = {
  ...atPhoneWidth,
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('grid', { name: tableName() });
    await within(table).findByRole('link', { name: 'Bible translation consultant, Arusha' });
    await waitFor(() => expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Kwame Mensah'));
    const [first, second] = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.getBoundingClientRect());
    await expect(second?.top).toBeGreaterThan(first?.bottom ?? 0);
    await expectNoSidewaysScroll();
  },
};
