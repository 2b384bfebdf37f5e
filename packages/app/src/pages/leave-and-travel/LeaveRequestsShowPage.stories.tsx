import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { storyLanguage, t } from '../../../../../.storybook/story-text.ts';
import { leaveServer, storyLeaveRequest } from '../../features/leave-and-travel/stories/index.ts';
import { routePaths } from '../../routes/route-names.ts';
import { atPhoneWidth, containing, expectNoSidewaysScroll, PageStory } from '../../shared/stories/index.ts';
import { storyOfficeStaff } from '../../shell/stories/office-staff.ts';
import { Page } from './LeaveRequestsShowPage.tsx';
import { Page as LegacyPage } from './LegacyLeaveRequestsShowPage.tsx';
import { Page as TravelPlanPage } from './TravelPlansShowPage.tsx';

const writes = fn<(call: string, body: unknown) => void>();
const lt = (key: string, options?: Record<string, unknown>) =>
  t(`leaveAndTravel:leaveAndTravel.${key}`, options);

const meta = {
  title: 'Screens/Leave and travel/Leave request',
  component: PageStory,
  tags: ['autodocs'],
  args: {
    page: Page,
    path: routePaths.LeaveRequestsShow,
    url: '/leave-requests/71',
    user: storyOfficeStaff,
  },
  beforeEach: ({ msw }) => {
    writes.mockClear();
    msw.use(...leaveServer({ onWrite: writes }));
  },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The screen as office staff of the deciding organisation open it: compassionate leave awaiting approval,
 * who goes (with a travelling son), when and where, and Approve, Reject and Edit as its userCan allows.
 */
export const Overview: Story = {};

/**
 * On a phone: rejecting asks for the reason first (required), then the request shows as rejected with
 * that reason, and no decision is offered any more.
 */
export const Reject: Story = {
  name: 'Rejecting needs a reason, and the reason shows once rejected',
  ...atPhoneWidth,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(
      await canvas.findByRole('heading', {
        level: 1,
        name: lt('show.title.leave_request', { publicId: 'LR-0071' }),
      }),
    ).toBeVisible();
    await expect(
      canvas.getByText(
        lt('typeWithSubType', {
          type: lt('leaveTypes.EXTRAORDINARY'),
          subType: lt('subTypes.COMPASSIONATE'),
        }),
      ),
    ).toBeVisible();
    const travellers = new Intl.ListFormat(storyLanguage(), { type: 'conjunction' }).format([
      'Margaret Osei',
      'Kofi Osei',
    ]);
    await expect(await canvas.findByText(travellers)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: lt('actions.reject') }));
    const dialog = await body.findByRole(
      'dialog',
      { name: lt('reject.title.leave_request') },
      { timeout: 5000 },
    );
    await userEvent.click(within(dialog).getByRole('button', { name: lt('reject.submit') }));
    await expect(await within(dialog).findByText(lt('reject.reasonMissing'))).toBeVisible();
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: containing(lt('reject.reason')) }),
      'Please travel after the exams.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: lt('reject.submit') }));
    await expect(await canvas.findByText('Please travel after the exams.')).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('button', { name: lt('actions.approve') })).toBeNull());
    await expect(writes.mock.calls).toEqual([
      ['POST /api/leave-requests/71/reject', { version: 3, reason: 'Please travel after the exams.' }],
    ]);
    await expectNoSidewaysScroll();
  },
};

/**
 * Someone decided meanwhile: approving is refused (409) with a message and a button that reads the latest
 * version; approved then, the request shows as approved.
 */
export const ApproveChangedMeanwhile: Story = {
  name: 'Approving a request changed meanwhile, then again',
  beforeEach: ({ msw }) => {
    msw.use(...leaveServer({ serverVersionAhead: true, onWrite: writes }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: lt('actions.approve') }));
    await expect(await canvas.findByText(lt('stale.title'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: lt('stale.reload') }));
    await waitFor(() => expect(canvas.queryByText(lt('stale.title'))).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: lt('actions.approve') }));
    await expect((await canvas.findAllByText(t('ui:status.leaveRequest.APPROVED')))[0]).toBeVisible();
    await expect(writes.mock.calls).toEqual([
      ['POST /api/leave-requests/71/approve', { version: 2 }],
      ['POST /api/leave-requests/71/approve', { version: 3 }],
    ]);
  },
};

/** An imported leave request: every field, and no change offered whatever its userCan says. */
export const Legacy: Story = {
  name: 'A legacy leave request, read only',
  args: { page: LegacyPage, path: routePaths.LegacyLeaveRequestsShow, url: '/legacy-leave-requests/71' },
  beforeEach: ({ msw }) => {
    msw.use(...leaveServer({ leaveRequests: [{ ...storyLeaveRequest, isLegacy: true, userCan: [] }] }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('14 Prempeh Road, Kumasi, AK-039, Kenya')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: lt('actions.approve') })).toBeNull();
    await expect(canvas.queryByRole('link', { name: lt('actions.edit') })).toBeNull();
  },
};

/**
 * An approved travel plan whose person is back: its travel type with the country, the on-site leadership
 * told, its attached file, and the one action left, confirming it ended on its own page.
 */
export const TravelPlan: Story = {
  name: 'A travel plan, its end to confirm',
  args: { page: TravelPlanPage, path: routePaths.TravelPlansShow, url: '/travel-plans/72' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(`${lt('travelTypes.TRAVEL_WITHIN_COUNTRY_OF_SERVICE')} (Kenya)`),
    ).toBeVisible();
    await expect(canvas.getByText('Regional teachers’ conference.')).toBeVisible();
    await expect(await canvas.findByText('Passport')).toBeVisible();
    await expect(canvas.getByRole('link', { name: lt('actions.confirmEnded') })).toHaveAttribute(
      'href',
      '/travel-plans/72/confirm-ended',
    );
    await expect(canvas.queryByRole('button', { name: lt('actions.approve') })).toBeNull();
  },
};
