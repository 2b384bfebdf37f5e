import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { t } from '../../../../../.storybook/story-text.ts';
import { leaveServer } from '../../features/leave-and-travel/stories/index.ts';
import { myAimHandlers, storyMember, storyProfile } from '../../features/my-aim/stories/index.ts';
import { routePaths } from '../../routes/route-names.ts';
import { PageStory } from '../../shared/stories/index.ts';
import { Page as CreatedPage } from './LeaveRequestsCreatedPage.tsx';
import { Page as ChooserPage } from './PersonProfileLeaveOrTravelCreatePage.tsx';
import { Page } from './TravelPlansConfirmEndedPage.tsx';
import { Page as TravelPlanPage } from './TravelPlansShowPage.tsx';

const writes = fn<(call: string, body: unknown) => void>();
const lt = (key: string, options?: Record<string, unknown>) =>
  t(`leaveAndTravel:leaveAndTravel.${key}`, options);

const meta = {
  title: 'Screens/Leave and travel/Request and confirm',
  component: PageStory,
  tags: ['autodocs'],
  args: {
    page: Page,
    path: routePaths.TravelPlansConfirmEnded,
    url: '/travel-plans/72/confirm-ended',
    user: storyMember,
    leadsTo: [{ path: routePaths.TravelPlansShow, page: TravelPlanPage }],
  },
  beforeEach: ({ msw }) => {
    writes.mockClear();
    msw.use(myAimHandlers.profile(storyProfile), ...leaveServer({ onWrite: writes }));
  },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Confirming that an approved trip has ended: its dates, and one button. */
export const Overview: Story = {};

/** Confirming sends the version read, then shows the travel plan confirmed as ended. */
export const ConfirmEnded: Story = {
  name: 'Confirming the travel ended',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: lt('confirmEnded.confirm') }));
    await expect(
      await canvas.findByRole('heading', {
        level: 1,
        name: lt('show.title.travel_plan', { publicId: 'TP-0072' }),
      }),
    ).toBeVisible();
    await expect(writes.mock.calls).toEqual([['POST /api/travel-plans/72/confirm-ended', { version: 5 }]]);
  },
};

/** The leave request just sent: what happens next, the way to it and back to the person's list. */
export const Created: Story = {
  name: 'Leave requested',
  args: { page: CreatedPage, path: routePaths.LeaveRequestsCreated, url: '/leave-requests/71/created' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: lt('created.view.leave_request') })).toHaveAttribute(
      'href',
      '/leave-requests/71',
    );
    await expect(canvas.getByRole('link', { name: lt('created.backToList.leave_request') })).toHaveAttribute(
      'href',
      '/person-profiles/21/leave-requests',
    );
  },
};

/** Leave or travel: the choice, each leading to its form for the person. */
export const Chooser: Story = {
  name: 'Choosing leave or travel',
  args: {
    page: ChooserPage,
    path: routePaths.PersonProfileLeaveOrTravelCreate,
    url: '/person-profiles/21/leave-or-travel/create',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('link', { name: lt('person.create.leave_request') }),
    ).toHaveAttribute('href', '/person-profiles/21/leave-requests/create');
    await expect(canvas.getByRole('link', { name: lt('person.create.travel_plan') })).toHaveAttribute(
      'href',
      '/person-profiles/21/travel-plans/create',
    );
  },
};
