import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { t } from '../../../../../.storybook/story-text.ts';
import { leaveServer } from '../../features/leave-and-travel/stories/index.ts';
import { routePaths } from '../../routes/route-names.ts';
import { atPhoneWidth, containing, expectNoSidewaysScroll, PageStory } from '../../shared/stories/index.ts';
import { storyOfficeStaff } from '../../shell/stories/office-staff.ts';
import { Page as LeaveAndTravelPage } from './OrgLeaveAndTravelPage.tsx';
import { Page } from './OrgLeaveRequestsPage.tsx';

const requests = fn<(url: URL) => void>();
const lastRequest = () => requests.mock.lastCall?.[0].searchParams;
const lt = (key: string, options?: Record<string, unknown>) =>
  t(`leaveAndTravel:leaveAndTravel.${key}`, options);

const meta = {
  title: 'Screens/Leave and travel/Organisation lists',
  component: PageStory,
  tags: ['autodocs'],
  args: {
    page: Page,
    path: routePaths.OrgLeaveRequests,
    url: '/orgs/3/leave-requests',
    user: storyOfficeStaff,
  },
  beforeEach: ({ msw }) => {
    requests.mockClear();
    msw.use(...leaveServer({ onRequest: requests }));
  },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The organisation's leave requests, one in each status, latest departure first. */
export const Overview: Story = {};

/**
 * As the dashboard's "Leave awaiting approval" opens it: only those awaiting approval, the filter shown
 * chosen; each row leads to its request. Asking for the confirmations still owed adds that filter.
 */
export const AwaitingApproval: Story = {
  name: 'The requests awaiting approval, then the confirmations owed',
  args: { url: '/orgs/3/leave-requests?status=AWAITING_APPROVAL' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('grid', { name: lt('list.tableLabel.leave_request') });
    const link = await within(table).findByRole('link', { name: 'Margaret Osei · LR-0071' });
    await expect(link).toHaveAttribute('href', '/leave-requests/71');
    await expect(within(table).getAllByRole('row')).toHaveLength(2);
    await expect(lastRequest()?.get('organisation')).toBe('3');
    await expect(lastRequest()?.get('status')).toBe('AWAITING_APPROVAL');
    await expect(lastRequest()?.get('sort')).toBe('-departure');
    await userEvent.click(canvas.getByRole('checkbox', { name: lt('list.filters.awaitingConfirmation') }));
    await waitFor(() => expect(lastRequest()?.get('awaiting_confirmation')).toBe('true'));
  },
};

/** Leave & Travel on a phone: both kinds in one list, each row saying which it is, nothing scrolling sideways. */
export const Combined: Story = {
  name: 'Leave & Travel in one list, on a phone',
  args: { page: LeaveAndTravelPage, path: routePaths.OrgLeaveAndTravel, url: '/orgs/3/leave-and-travel' },
  ...atPhoneWidth,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('grid', { name: lt('list.tableLabel.both') });
    await expect(await within(table).findByRole('link', { name: 'Margaret Osei · TP-0072' })).toHaveAttribute(
      'href',
      '/travel-plans/72',
    );
    await expect(within(table).getAllByText(lt('kinds.travel_plan'))).toHaveLength(1);
    await expect(canvas.getByText(lt('list.count', { count: 4 }))).toBeVisible();
    await expectNoSidewaysScroll();
  },
};

/**
 * The date range is one press away: "More filters" shows it (and says so), and a day typed in its first
 * field (day, month, year) narrows the list to the time away overlapping it.
 */
export const DateRange: Story = {
  name: 'More filters: the time away from a day',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const more = await canvas.findByRole('button', { name: lt('list.filters.more') });
    await userEvent.click(more);
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    const from = await canvas.findByRole('group', { name: containing(lt('list.filters.from')) });
    await userEvent.click(within(from).getAllByRole('spinbutton')[0] as HTMLElement);
    await userEvent.keyboard('01062027');
    await waitFor(() => expect(lastRequest()?.get('from')).toBe('2027-06-01'));
    await expect(canvas.getByRole('combobox', { name: containing(lt('list.filters.person')) })).toBeVisible();
  },
};
