import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { t } from '../../../../../.storybook/story-text.ts';
import { organisationHandlers, storyDashboard } from '../../features/organisation/stories/index.ts';
import { routePaths } from '../../routes/route-names.ts';
import { atPhoneWidth, expectNoSidewaysScroll, PageStory, shellSettled } from '../../shared/stories/index.ts';
import { storyOfficeStaff } from '../../shell/stories/office-staff.ts';
import { Page } from './OrgDashboardPage.tsx';

const meta = {
  title: 'Screens/Organisation/Dashboard',
  component: PageStory,
  tags: ['autodocs'],
  args: { page: Page, path: routePaths.OrgDashboard, url: '/orgs/3/dashboard', user: storyOfficeStaff },
  beforeEach: ({ msw }) => {
    msw.use(organisationHandlers.dashboard(storyDashboard));
  },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The screen as people see it: the organisation's counts and shortcuts. */
export const Overview: Story = {};

/** Each count links to its list; the shortcuts lead to the people screens and the tasks waiting on the reader. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', {
        level: 1,
        name: t('organisation:orgDashboard.title', { organisation: 'AIM Europe' }),
      }),
    ).toBeVisible();
    const leave = await canvas.findByRole('article', {
      name: t('organisation:orgDashboard.counts.leave_awaiting_approval.title'),
    });
    await expect(leave).toHaveTextContent('5');
    await expect(
      within(leave).getByRole('link', {
        name: t('organisation:orgDashboard.counts.leave_awaiting_approval.link'),
      }),
    ).toHaveAttribute('href', '/orgs/3/leave-requests?status=AWAITING_APPROVAL');
    for (const [count, href] of [
      ['arriving_soon', '/orgs/3/arriving-soon'],
      ['applications_in_progress', '/orgs/3/applications'],
      ['overdue_reviews', '/orgs/3/reviews?overdue=true'],
    ]) {
      const name = t(`organisation:orgDashboard.counts.${count}.link`);
      await expect(canvas.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    const shortcuts = canvas.getByRole('navigation', { name: t('organisation:orgDashboard.shortcuts') });
    await expect(
      within(shortcuts).getByRole('link', { name: t('organisation:orgDashboard.createPerson') }),
    ).toHaveAttribute('href', '/orgs/3/person-profiles/create');
    await expect(
      within(shortcuts).getByRole('link', { name: t('organisation:orgDashboard.directory') }),
    ).toHaveAttribute('href', '/orgs/3/members-directory');
    await expect(
      within(shortcuts).getByRole('link', { name: t('organisation:orgDashboard.tasks') }),
    ).toHaveAttribute('href', '/orgs/3/tasks');
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
    await canvas.findByRole('article', { name: t('organisation:orgDashboard.counts.overdue_reviews.title') });
    await expect(
      canvas.queryByRole('link', { name: t('organisation:orgDashboard.createPerson') }),
    ).toBeNull();
    await expect(
      canvas.queryByRole('link', { name: t('organisation:orgDashboard.managePeople') }),
    ).toBeNull();
    await expect(
      canvas.queryByRole('article', { name: t('organisation:orgDashboard.counts.people.title') }),
    ).toBeNull();
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
    const region = await within(canvasElement).findByRole('article', {
      name: t('organisation:orgDashboard.counts.arriving_soon.title'),
    });
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
    await expect(await canvas.findByText(t('organisation:orgDashboard.loadError'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('ui:emptyState.retry') })).toBeVisible();
  },
};

/** The dashboard as office staff see it: the Organisation tab, its sidebar and the organisation switcher. */
export const InTheShell: Story = {
  name: 'In the shell',
  args: { inShell: true },
  play: async ({ canvasElement }) => {
    await within(await within(canvasElement).findByRole('main')).findAllByRole('article');
    await shellSettled(canvasElement, { search: true });
  },
};
