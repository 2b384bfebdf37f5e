import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { organisationHandlers, storyDashboard } from '../../features/organisation/stories/index.ts';
import { routePaths } from '../../routes/route-names.ts';
import { atPhoneWidth, expectNoSidewaysScroll, PageStory } from '../../shared/stories/index.ts';
import { storyOfficeStaff } from '../../shell/stories/office-staff.ts';
import { Page } from './OrgDashboardPage.tsx';

const meta = {
  title: 'App/Organisation/Dashboard',
  component: PageStory,
  tags: ['autodocs'],
  args: { page: Page, path: routePaths.OrgDashboard, url: '/orgs/3/dashboard', user: storyOfficeStaff },
  beforeEach: ({ msw }) => {
    msw.use(organisationHandlers.dashboard(storyDashboard));
  },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each count links to its list; the shortcuts lead to the people screens. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'AIM Europe dashboard' })).toBeVisible();
    const leave = await canvas.findByRole('article', { name: 'Leave awaiting approval' });
    await expect(leave).toHaveTextContent('5');
    await expect(within(leave).getByRole('link', { name: 'Review leave requests' })).toHaveAttribute(
      'href',
      '/orgs/3/leave-requests',
    );
    for (const [name, href] of [
      ['See who is arriving', '/orgs/3/arriving-soon'],
      ['See applications', '/orgs/3/applications'],
      ['See reviews', '/orgs/3/reviews'],
    ]) {
      await expect(canvas.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    const shortcuts = canvas.getByRole('navigation', { name: 'Shortcuts' });
    await expect(within(shortcuts).getByRole('link', { name: 'Create a person' })).toHaveAttribute(
      'href',
      '/orgs/3/person-profiles/create',
    );
    await expect(within(shortcuts).getByRole('link', { name: 'Directory' })).toHaveAttribute(
      'href',
      '/orgs/3/members-directory',
    );
    // Three figures to a row on a wide screen, all of one height, so their links line up.
    const heights = canvas.getAllByRole('article').map((card) => card.getBoundingClientRect().height);
    await expect(new Set(heights.slice(0, 3)).size).toBe(1);
  },
};

/** On a phone the figures stand one above the other, the shortcuts wrap, and nothing is wider than the screen. */
export const LoadedAtPhoneWidth: Story = {
  ...atPhoneWidth,
  play: async ({ canvasElement }) => {
    const cards = await within(canvasElement).findAllByRole('article');
    await expect(cards).toHaveLength(5);
    const [first, second] = cards.map((card) => card.getBoundingClientRect());
    await expect(second?.top).toBeGreaterThan(first?.bottom ?? 0);
    await expectNoSidewaysScroll();
  },
};

/** Without create_person_profiles there is no creating or managing people (R-ROLE-006). */
export const WithoutManagePeople: Story = {
  args: { user: { ...storyOfficeStaff, user_can: {} } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('article', { name: 'Overdue reviews' });
    await expect(canvas.queryByRole('link', { name: 'Create a person' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Manage people' })).toBeNull();
    await expect(canvas.queryByRole('article', { name: 'People' })).toBeNull();
  },
};

export const Empty: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      organisationHandlers.dashboard({
        people: 0,
        arriving_soon: 0,
        leave_awaiting_approval: 0,
        applications_in_progress: 0,
        overdue_reviews: 0,
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const region = await within(canvasElement).findByRole('article', { name: 'People arriving soon' });
    await expect(region).toHaveTextContent('0');
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(organisationHandlers.loading('getOrganisationDashboard', { id: 3 }));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toBeVisible();
  },
};

export const LoadError: Story = {
  beforeEach: ({ msw }) => {
    msw.use(organisationHandlers.failing('getOrganisationDashboard', { id: 3 }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The dashboard could not be loaded.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
