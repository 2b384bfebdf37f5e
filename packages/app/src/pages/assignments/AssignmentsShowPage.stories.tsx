import type { AssignmentChange } from '@mobilise/contract';
import { toastQueue } from '@mobilise/ui/Toast';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { t } from '../../../../../.storybook/story-text.ts';
import { assignmentPageServer } from '../../features/assignments/stories/index.ts';
import { routePaths } from '../../routes/route-names.ts';
import {
  atPhoneWidth,
  clearLiveAnnouncements,
  expectNoSidewaysScroll,
  PageStory,
} from '../../shared/stories/index.ts';
import { storyOfficeStaff } from '../../shell/stories/office-staff.ts';
import { Page } from './AssignmentsShowPage.tsx';

const writes = fn<(call: string, body: unknown) => void>();

const meta = {
  title: 'Screens/Assignments/Assignment',
  component: PageStory,
  tags: ['autodocs'],
  args: {
    page: Page,
    path: routePaths.AssignmentsShow,
    url: '/assignments/1057',
    user: storyOfficeStaff,
  },
  beforeEach: ({ msw }) => {
    writes.mockClear();
    // The toasts' queue is the app's one: a toast of an earlier story must not show in this one's picture.
    toastQueue.clear();
    msw.use(...assignmentPageServer({}, writes));
  },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const actionLabel = (change: AssignmentChange) => t(`assignments:assignmentPage.actions.${change}`);

const allChanges: AssignmentChange[] = [
  'abandon',
  'restore',
  'share_with_receiving_organisation',
  'unshare_from_receiving_organisation',
  'share_with_assignee',
  'unshare_from_assignee',
];

/** The action buttons the page shows, in order, once it shows `first`. */
async function expectActions(canvasElement: HTMLElement, expected: AssignmentChange[]) {
  const canvas = within(canvasElement);
  await waitFor(() =>
    expect(
      allChanges.filter((change) => canvas.queryByRole('button', { name: actionLabel(change) }) !== null),
    ).toEqual(expected),
  );
}

/** Closes the toasts, which would otherwise show in the picture for as long as the story took. */
async function closeToasts(canvasElement: HTMLElement) {
  toastQueue.clear();
  await waitFor(() => expect(within(canvasElement.ownerDocument.body).queryByRole('alertdialog')).toBeNull());
}

/**
 * The screen as office staff of the sending organisation open it: a POTENTIAL assignment, who and what it
 * concerns, its potential dates, its itinerary (dates MM/DD/YY), offer, logistics plan and related records,
 * and what they may do to it.
 */
export const Overview: Story = {};

/**
 * On a phone: sharing with the receiving organisation takes Abandon and the share away and offers the
 * unshare; sharing with the assignee turns into its unshare. Each change says so in a toast, and nothing
 * scrolls sideways.
 */
export const Sharing: Story = {
  name: 'The buttons follow the state and user_can: sharing and unsharing',
  tags: [
    'R-ROUTE-016',
    'R-STATE-004',
    'R-STATE-005',
    'R-STATE-007',
    'R-STATE-008',
    'R-STATE-009',
    'R-STATE-010',
  ],
  ...atPhoneWidth,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(
      await canvas.findByRole('heading', {
        level: 1,
        name: t('assignments:assignmentPage.title', { publicId: '1057' }),
      }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Amara Okafor' })).toHaveAttribute(
      'href',
      '/person-profiles/102',
    );
    // No confirmed date on a POTENTIAL assignment: its dates are the potential ones.
    await expect(canvas.getByText(t('assignments:assignmentPage.fields.dates.potential'))).toBeVisible();
    await expect(
      canvas.getByText(t('assignments:assignmentPage.dateRange', { start: '06/14/27', end: '06/25/27' })),
    ).toBeVisible();
    await expectActions(canvasElement, [
      'abandon',
      'share_with_receiving_organisation',
      'share_with_assignee',
    ]);

    await userEvent.click(
      canvas.getByRole('button', { name: actionLabel('share_with_receiving_organisation') }),
    );
    await expect(
      await body.findByText(t('assignments:assignmentPage.done.share_with_receiving_organisation')),
    ).toBeVisible();
    await expectActions(canvasElement, ['unshare_from_receiving_organisation', 'share_with_assignee']);

    await userEvent.click(canvas.getByRole('button', { name: actionLabel('share_with_assignee') }));
    await expectActions(canvasElement, ['unshare_from_receiving_organisation', 'unshare_from_assignee']);
    await expect(writes.mock.calls).toEqual([
      ['POST /api/assignments/57/share-with-receiving-organisation', { version: 4 }],
      ['POST /api/assignments/57/share-with-assignee', { version: 5 }],
    ]);
    await expectNoSidewaysScroll();
    await closeToasts(canvasElement);
    clearLiveAnnouncements()();
  },
};

/**
 * Someone else changed the assignment meanwhile: abandoning, asked first, is refused (409) with a button
 * that reads the latest version; asked again it goes through, and Restore is then the one action left.
 */
export const Abandon: Story = {
  name: 'Abandon after confirming, a change made meanwhile first, then Restore',
  tags: ['R-STATE-005', 'R-STATE-006', 'R-STATE-009', 'R-STATE-010'],
  beforeEach: ({ msw }) => {
    msw.use(...assignmentPageServer({ serverVersion: 5 }, writes));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const abandon = async () => {
      await userEvent.click(await canvas.findByRole('button', { name: actionLabel('abandon') }));
      const dialog = await body.findByRole(
        'alertdialog',
        { name: t('assignments:assignmentPage.abandonDialog.title') },
        { timeout: 5000 },
      );
      await userEvent.click(
        within(dialog).getByRole('button', { name: t('assignments:assignmentPage.abandonDialog.confirm') }),
      );
    };
    await abandon();
    await expect(await canvas.findByText(t('assignments:assignmentPage.stale.title'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('assignments:assignmentPage.stale.reload') }));
    await waitFor(() => expect(canvas.queryByText(t('assignments:assignmentPage.stale.title'))).toBeNull());
    await abandon();
    await expect(await canvas.findByText(t('ui:status.assignment.ABANDONED'))).toBeVisible();
    await expectActions(canvasElement, ['restore']);
    await expect(await body.findByText(t('assignments:assignmentPage.done.abandon'))).toBeVisible();
    await closeToasts(canvasElement);
    await expect(writes.mock.calls).toEqual([
      ['POST /api/assignments/57/abandon', { version: 4 }],
      ['POST /api/assignments/57/abandon', { version: 5 }],
    ]);
    clearLiveAnnouncements()();
  },
};
