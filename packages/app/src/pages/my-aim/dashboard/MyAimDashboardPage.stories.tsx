import type { Application, Appointment, AssignmentSummary } from '@mobilise/contract';
import { formatDisplayDate } from '@mobilise/ui/dates';
import { toLanguage } from '@mobilise/ui/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { storyLanguage, t } from '../../../../../../.storybook/story-text.ts';
import { calendarFeedHandlers, storyFeedMadeAt } from '../../../features/calendar-feed/stories/index.ts';
import {
  myAimHandlers,
  storyApplication,
  storyMember,
  storyProfile,
  storyProfileWithoutAssignment,
} from '../../../features/my-aim/stories/index.ts';
import { routePaths } from '../../../routes/route-names.ts';
import {
  atPhoneWidth,
  expectNoSidewaysScroll,
  PageStory,
  shellSettled,
} from '../../../shared/stories/index.ts';
import { Page } from './MyAimDashboardPage.tsx';

/** A stored date as the dashboard shows it in the story's language. */
const date = (value: string) => formatDisplayDate(value, toLanguage(storyLanguage()));

const meta = {
  title: 'Screens/My AIM/Dashboard',
  component: PageStory,
  tags: ['autodocs'],
  args: { page: Page, path: routePaths.MyAimDashboard, url: '/my-aim', user: storyMember },
  // The member's calendar feed, its address made a while ago (its own stories show the rest).
  beforeEach: ({ msw }) => {
    msw.use(...calendarFeedHandlers.feed(storyFeedMadeAt));
  },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The screen as people see it: a member on assignment, with an application. */
export const Overview: Story = {
  beforeEach: ({ msw }) => {
    msw.use(myAimHandlers.profile(storyProfile), myAimHandlers.applications([storyApplication]));
  },
};

export const WithAssignment: Story = {
  beforeEach: ({ msw }) => {
    msw.use(myAimHandlers.profile(storyProfile), myAimHandlers.applications([storyApplication]));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', {
        level: 1,
        name: t('myAim:dashboard.welcome', { name: 'Maggie' }),
      }),
    ).toBeVisible();
    const assignments = canvas.getByRole('region', { name: t('myAim:dashboard.assignments.heading') });
    await expect(
      await within(assignments).findByText(
        t('myAim:dashboard.assignments.dates.confirmed', {
          start: date('2025-02-03'),
          end: date('2028-01-31'),
        }),
      ),
    ).toBeVisible();
    await expect(
      within(assignments).getByText(
        t('myAim:dashboard.assignments.dates.planned', {
          start: date('2028-03-01'),
          end: t('myAim:shared.notSet'),
        }),
      ),
    ).toBeVisible();
    await expect(within(assignments).queryByText(/2022/)).toBeNull();
    const applications = canvas.getByRole('region', { name: t('myAim:dashboard.applications.heading') });
    await expect(await within(applications).findByText('Teacher, Rift Valley Academy')).toBeVisible();
    await expect(canvas.getByRole('region', { name: t('myAim:dashboard.family.heading') })).toHaveTextContent(
      'Kwame Osei',
    );
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
    const assignments = canvas.getByRole('region', { name: t('myAim:dashboard.assignments.heading') });
    await within(assignments).findByText(
      t('myAim:dashboard.assignments.dates.confirmed', {
        start: date('2025-02-03'),
        end: date('2028-01-31'),
      }),
    );
    const applications = canvas.getByRole('region', { name: t('myAim:dashboard.applications.heading') });
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
    await expect(await canvas.findByText(t('myAim:dashboard.assignments.empty'))).toBeVisible();
    await expect(await canvas.findByText('Teacher, Rift Valley Academy')).toBeVisible();
  },
};

/** The application Maggie was appointed from, full term, and the potential assignment appointing her made. */
const appointment: Appointment = {
  application_id: 63,
  appointee_id: storyProfile.id,
  term_type: 'FULL_TERM',
  appointment_date: '2026-11-20',
  appointed_by: 9,
};
const appointedApplication: Application = {
  ...storyApplication,
  id: 63,
  public_id: '6063',
  title: 'Bible translator, Tanzania',
  status: 'APPOINTED',
  term_type: 'FULL_TERM',
  appointments: [appointment],
};
const potentialAssignment: AssignmentSummary = {
  id: 103,
  public_id: '4103',
  status: 'POTENTIAL',
  is_abandoned: false,
  received_by: { id: 3, name: 'AIM Europe' },
  proposed_dates: { start_date: null, end_date: null },
  confirmed_dates: null,
};

/**
 * After her appointment: the application she was appointed from is listed after the one in progress,
 * marked appointed with the day and the term, and the potential assignment the appointment made is
 * among her assignments. An application another applicant was appointed from is not hers to show.
 */
export const AfterAppointment: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      myAimHandlers.profile({ ...storyProfileWithoutAssignment, assignments: [potentialAssignment] }),
      myAimHandlers.applications([
        appointedApplication,
        storyApplication,
        {
          ...appointedApplication,
          id: 64,
          public_id: '6064',
          title: 'Pilot, Mission Aviation',
          appointments: [{ ...appointment, application_id: 64, appointee_id: 22 }],
        },
      ]),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const applications = await canvas.findByRole('region', {
      name: t('myAim:dashboard.applications.heading'),
    });
    await within(applications).findByText(appointedApplication.title);
    const items = within(applications).getAllByRole('listitem');
    await expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      storyApplication.title,
      appointedApplication.title,
    ]);
    await expect(
      within(items[1] as HTMLElement).getByText(t('ui:status.application.APPOINTED')),
    ).toBeVisible();
    await expect(
      within(items[1] as HTMLElement).getByText(
        t('myAim:dashboard.applications.appointed.FULL_TERM', { date: date('2026-11-20') }),
      ),
    ).toBeVisible();
    const assignments = canvas.getByRole('region', { name: t('myAim:dashboard.assignments.heading') });
    await expect(await within(assignments).findByText('AIM Europe')).toBeVisible();
    await expect(within(assignments).getByText(t('ui:status.assignment.POTENTIAL'))).toBeVisible();
  },
};

/** A member with no profile yet: nothing to ask the server, every section says so. */
export const Empty: Story = {
  args: { user: { ...storyMember, person_profile_id: null, family_id: null, known_as: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', {
        level: 1,
        name: t('myAim:dashboard.welcome', { name: 'Margaret' }),
      }),
    ).toBeVisible();
    await expect(await canvas.findByText(t('myAim:dashboard.assignments.empty'))).toBeVisible();
    await expect(await canvas.findByText(t('myAim:dashboard.applications.empty'))).toBeVisible();
    await expect(canvas.getByText(t('myAim:dashboard.family.empty'))).toBeVisible();
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
      await canvas.findByText(t('myAim:dashboard.assignments.error'), {}, afterRetries),
    ).toBeVisible();
    await expect(
      await canvas.findByText(t('myAim:dashboard.applications.error'), {}, afterRetries),
    ).toBeVisible();
    // R-ERROR-012: each listing that failed shows its error state.
    await expect(canvas.getByText(t('myAim:dashboard.family.error'))).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getAllByRole('button', { name: t('ui:emptyState.retry') })[0]).toHaveFocus();
  },
};

/** The member's dashboard under the My AIM tab, its sidebar listing her application. */
export const InTheShell: Story = {
  name: 'In the shell',
  args: { inShell: true },
  beforeEach: WithAssignment.beforeEach,
  play: async ({ canvasElement }) => {
    const main = await within(canvasElement).findByRole('main');
    await within(main).findByText(storyApplication.title);
    await shellSettled(canvasElement, { sidebarLink: new RegExp(storyApplication.title) });
  },
};
