import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { t } from '../../../../../.storybook/story-text.ts';
import { leaveServer } from '../../features/leave-and-travel/stories/index.ts';
import { myAimHandlers, storyMember, storyProfile } from '../../features/my-aim/stories/index.ts';
import { routePaths } from '../../routes/route-names.ts';
import { PageStory } from '../../shared/stories/index.ts';
import { Page } from './PersonProfileLeaveRequestsPage.tsx';

const lt = (key: string, options?: Record<string, unknown>) =>
  t(`leaveAndTravel:leaveAndTravel.${key}`, options);

const meta = {
  title: 'Screens/Leave and travel/Person’s leave requests',
  component: PageStory,
  tags: ['autodocs'],
  args: {
    page: Page,
    path: routePaths.PersonProfileLeaveRequests,
    url: '/person-profiles/21/leave-requests',
    user: storyMember,
  },
  beforeEach: ({ msw }) => {
    msw.use(myAimHandlers.profile(storyProfile), ...leaveServer());
  },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A member's own leave requests, from My AIM's Leave & Travel, with the way to request more and to their travel. */
export const Overview: Story = {};

/** Nothing requested yet: the empty list offers to request leave. */
export const Empty: Story = {
  name: 'No leave yet: the next step is to request it',
  beforeEach: ({ msw }) => {
    msw.use(myAimHandlers.profile(storyProfile), ...leaveServer({ leaveRequests: [] }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(lt('person.empty.leave_request'))).toBeVisible();
    for (const link of canvas.getAllByRole('link', { name: lt('person.create.leave_request') })) {
      await expect(link).toHaveAttribute('href', '/person-profiles/21/leave-requests/create');
    }
    await expect(canvas.getByRole('link', { name: lt('person.other.leave_request') })).toHaveAttribute(
      'href',
      '/person-profiles/21/travel-plans',
    );
  },
};
