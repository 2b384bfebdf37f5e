import { formatDisplayDate } from '@mobilise/ui/dates';
import { toLanguage } from '@mobilise/ui/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { storyLanguage, t } from '../../../../../.storybook/story-text.ts';
import { TodayContext } from '../../features/people/index.ts';
import {
  storyTaskApplications,
  storyTasks,
  storyTasksToday,
  tasksHandlers,
} from '../../features/tasks/stories/index.ts';
import { routePaths } from '../../routes/route-names.ts';
import { routePath } from '../../routes/routePath.ts';
import { atPhoneWidth, expectNoSidewaysScroll, PageStory } from '../../shared/stories/index.ts';
import { storyOfficeStaff } from '../../shell/stories/office-staff.ts';
import { Page } from './OrgTasksPage.tsx';

/** A stored date as the list shows it in the story's language. */
const date = (value: string) => formatDisplayDate(value, toLanguage(storyLanguage()));

const applicationRequests = fn<(url: URL) => void>();

const meta = {
  title: 'Screens/Organisation/Tasks',
  component: PageStory,
  tags: ['autodocs'],
  args: { page: Page, path: routePaths.OrgTasks, url: '/orgs/3/tasks', user: storyOfficeStaff },
  decorators: [
    (Story) => (
      <TodayContext.Provider value={storyTasksToday}>
        <Story />
      </TodayContext.Provider>
    ),
  ],
  beforeEach: ({ msw }) => {
    applicationRequests.mockClear();
    msw.use(
      tasksHandlers.tasks(storyTasks),
      tasksHandlers.applications(storyTaskApplications, applicationRequests),
    );
  },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The table once loaded, its rows in the server's order; the applications asked for once, by id. */
async function loadedRows(canvasElement: HTMLElement) {
  const table = await within(canvasElement).findByRole('grid', { name: t('tasks:orgTasks.tableLabel') });
  await within(table).findAllByText('Nurse, Kijabe Hospital');
  return within(table).getAllByRole('row').slice(1);
}

/**
 * The tasks waiting on office staff of AIM Europe, oldest due first: the overdue one marked, the one
 * without a due date last; each names its application, who it waits on and where it stands.
 */
export const Overview: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [first, second, third] = await loadedRows(canvasElement);
    await expect(canvas.getByText(t('tasks:orgTasks.count', { count: 3 }))).toBeVisible();
    await expect(applicationRequests).toHaveBeenCalledTimes(1);
    await expect(applicationRequests.mock.calls[0]?.[0].searchParams.get('id')).toBe('61,62');

    const cells = (row: HTMLElement | undefined) =>
      [...(row?.querySelectorAll('[role="rowheader"], [role="gridcell"]') ?? [])].map(
        (cell) => cell.textContent,
      );
    await expect(cells(first)).toEqual([
      'Check the references',
      'Teacher, Rift Valley Academy',
      t('tasks:orgTasks.waitsOn.OFFICE_STAFF'),
      `${date('2026-11-20')}${t('tasks:orgTasks.overdue')}`,
      t('tasks:orgTasks.statuses.TODO'),
    ]);
    await expect(cells(second)).toEqual([
      'Interview the applicant',
      'Nurse, Kijabe Hospital',
      t('tasks:orgTasks.securityGroups.senior-leadership'),
      date('2026-12-03'),
      t('tasks:orgTasks.statuses.IN_PROGRESS'),
    ]);
    await expect(cells(third)).toEqual([
      'Approve the placement',
      'Nurse, Kijabe Hospital',
      t('tasks:orgTasks.waitsOn.POSITION'),
      t('tasks:orgTasks.noDueDate'),
      t('tasks:orgTasks.statuses.TODO'),
    ]);

    // Each task leads to itself inside its application.
    await expect(
      within(first as HTMLElement).getByRole('link', { name: 'Check the references' }),
    ).toHaveAttribute(
      'href',
      routePath('ApplicationsShowTaskInstance', { public_id: '6061', task_id: 801, task_instance_id: 9001 }),
    );
  },
};

/** On a phone the table scrolls within itself; nothing else is wider than the screen. */
export const AtPhoneWidth: Story = {
  ...atPhoneWidth,
  play: async ({ canvasElement }) => {
    await loadedRows(canvasElement);
    await expectNoSidewaysScroll();
  },
};

/**
 * Nothing waits on the user: the list says so, with the way to the organisation's applications, and asks
 * for no applications.
 */
export const Empty: Story = {
  beforeEach: ({ msw }) => {
    msw.use(tasksHandlers.tasks([]));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('tasks:orgTasks.empty'))).toBeVisible();
    await expect(canvas.getByText(t('tasks:orgTasks.emptyHint'))).toBeVisible();
    await expect(canvas.getByText(t('tasks:orgTasks.count', { count: 0 }))).toBeVisible();
    await expect(applicationRequests).not.toHaveBeenCalled();
    await expect(canvas.getByRole('link', { name: t('tasks:orgTasks.viewApplications') })).toHaveAttribute(
      'href',
      routePath('OrgApplications', { org_id: 3 }),
    );
  },
};

/** The tasks fail to load: after the client's own retries the list says so, with Try again reachable by keyboard. */
export const LoadError: Story = {
  beforeEach: ({ msw }) => {
    msw.use(tasksHandlers.failingTasks());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(t('tasks:orgTasks.loadError'), {}, { timeout: 12_000 }),
    ).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: t('ui:emptyState.retry') })).toHaveFocus();
  },
};

/** While the tasks load, the list says it is loading and shows no count yet. */
export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(tasksHandlers.loadingTasks());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByRole('status').length).toBeGreaterThan(0));
    await expect(canvas.queryByText(t('tasks:orgTasks.count', { count: 0 }))).toBeNull();
  },
};
