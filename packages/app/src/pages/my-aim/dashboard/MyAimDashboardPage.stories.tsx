import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  myAimHandlers,
  storyApplication,
  storyMember,
  storyProfile,
  storyProfileWithoutAssignment,
} from '../../../features/my-aim/stories/index.ts';
import { routePaths } from '../../../routes/route-names.ts';
import { atPhoneWidth, expectNoSidewaysScroll, PageStory } from '../../../shared/stories/index.ts';
import { Page } from './MyAimDashboardPage.tsx';

const meta = {
  title: 'App/My AIM/Dashboard',
  component: PageStory,
  tags: ['autodocs'],
  args: { page: Page, path: routePaths.MyAimDashboard, url: '/my-aim', user: storyMember },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithAssignment: Story = {
  beforeEach: ({ msw }) => {
    msw.use(myAimHandlers.profile(storyProfile), myAimHandlers.applications([storyApplication]));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Welcome, Maggie' })).toBeVisible();
    const assignments = canvas.getByRole('region', { name: 'Your assignments' });
    await expect(
      await within(assignments).findByText('Confirmed dates: 3rd Feb 2025 to 31st Jan 2028'),
    ).toBeVisible();
    await expect(within(assignments).getByText('Planned dates: 1st Mar 2028 to Not set')).toBeVisible();
    await expect(within(assignments).queryByText(/2022/)).toBeNull();
    const applications = canvas.getByRole('region', { name: 'Applications in progress' });
    await expect(await within(applications).findByText('Teacher, Rift Valley Academy')).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Your family' })).toHaveTextContent('Kwame Osei');
    // Two sections to a row on a wide screen, side by side and of one height.
    const [left, right] = [assignments, applications].map((section) => section.getBoundingClientRect());
    await expect(right?.top).toBe(left?.top);
    await expect(right?.height).toBe(left?.height);
  },
};

/** On a phone the sections stand one above the other and nothing is wider than the screen. */
export const WithAssignmentAtPhoneWidth: Story = {
  ...atPhoneWidth,
  beforeEach: WithAssignment.beforeEach,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const assignments = canvas.getByRole('region', { name: 'Your assignments' });
    await within(assignments).findByText('Confirmed dates: 3rd Feb 2025 to 31st Jan 2028');
    const applications = canvas.getByRole('region', { name: 'Applications in progress' });
    await within(applications).findByText('Teacher, Rift Valley Academy');
    await expect(applications.getBoundingClientRect().top).toBeGreaterThan(
      assignments.getBoundingClientRect().bottom,
    );
    await expectNoSidewaysScroll();
  },
};

export const WithoutAssignment: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      myAimHandlers.profile(storyProfileWithoutAssignment),
      myAimHandlers.applications([storyApplication]),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('You have no current assignment.')).toBeVisible();
    await expect(await canvas.findByText('Teacher, Rift Valley Academy')).toBeVisible();
  },
};

/** A member with no profile yet: nothing to ask the server, every section says so. */
export const Empty: Story = {
  args: { user: { ...storyMember, person_profile_id: null, family_id: null, known_as: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Welcome, Margaret' })).toBeVisible();
    await expect(canvas.getByText('You have no current assignment.')).toBeVisible();
    await expect(canvas.getByText('You have no applications in progress.')).toBeVisible();
    await expect(canvas.getByText('No family is recorded for you.')).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(myAimHandlers.loading('getPersonProfile'), myAimHandlers.loading('listApplications'));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByRole('status')).toHaveLength(3);
  },
};

/**
 * Both loads fail: after the client's own retries (about 7 s), each section shows its error with a retry
 * button, reachable by keyboard.
 */
export const LoadError: Story = {
  beforeEach: ({ msw }) => {
    msw.use(myAimHandlers.failing('getPersonProfile'), myAimHandlers.failing('listApplications'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const afterRetries = { timeout: 12_000 };
    await expect(
      await canvas.findByText('Your assignments could not be loaded.', {}, afterRetries),
    ).toBeVisible();
    await expect(
      await canvas.findByText('Your applications could not be loaded.', {}, afterRetries),
    ).toBeVisible();
    // R-ERROR-012: each listing that failed shows its error state.
    await expect(canvas.getByText('Your family could not be loaded.')).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getAllByRole('button', { name: 'Try again' })[0]).toHaveFocus();
  },
};
