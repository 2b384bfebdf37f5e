import type { ActiveAssignmentLocation, Assignment, AssignmentSummary } from '@mobilise/contract';
import { formatDisplayDate } from '@mobilise/ui/dates';
import { toLanguage } from '@mobilise/ui/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { expect, within } from 'storybook/test';
import { storyLanguage, t } from '../../../../../../.storybook/story-text.ts';
import { mswPath } from '../../../api/msw-path.ts';
import { myAimHandlers, storyMember, storyProfile } from '../../../features/my-aim/stories/index.ts';
import { peopleHandlers } from '../../../features/people/stories/index.ts';
import { routePaths } from '../../../routes/route-names.ts';
import { atPhoneWidth, expectNoSidewaysScroll, PageStory } from '../../../shared/stories/index.ts';
import { Page } from './PersonProfilesAssignmentHistoryPage.tsx';

/** An assignment's dates as the history says them in the story's language; no end date reads "Not set". */
const dates = (kind: 'confirmed' | 'planned' | 'potential', start: string, end: string | null) =>
  t(`myAim:dashboard.assignments.dates.${kind}`, {
    start: formatDisplayDate(start, toLanguage(storyLanguage())),
    end: end === null ? t('myAim:shared.notSet') : formatDisplayDate(end, toLanguage(storyLanguage())),
  });
const status = (value: 'POTENTIAL' | 'PLANNED' | 'ACTIVE' | 'ENDED') => t(`ui:status.assignment.${value}`);

// On globalThis: the story module may be loaded more than once, and handler and play must share one list.
const shared = globalThis as { assignmentHistoryRequests?: string[] };
shared.assignmentHistoryRequests ??= [];
const requests = shared.assignmentHistoryRequests;

const noPlace: ActiveAssignmentLocation = {
  country_name: null,
  geolocation_name: null,
  team_name: null,
  unit_name: null,
};

/** An assignment as `GET api/assignments` lists it; only the fields the history reads are filled. */
const historyItem = (summary: AssignmentSummary, location = noPlace) =>
  ({ ...summary, location }) as Assignment;

const [active, planned, ended] = storyProfile.assignments as [
  AssignmentSummary,
  AssignmentSummary,
  AssignmentSummary,
];

/** Margaret's assignments, newest first as the server answers them, one of them abandoned. */
const history: Assignment[] = [
  historyItem(planned),
  historyItem({
    id: 95,
    public_id: '3995',
    status: 'POTENTIAL',
    is_abandoned: true,
    received_by: { id: 8, name: 'AIM Southern Africa' },
    proposed_dates: { start_date: '2026-09-01', end_date: '2027-08-31' },
    confirmed_dates: null,
  }),
  historyItem(active, {
    country_name: 'Kenya',
    geolocation_name: 'Nairobi',
    team_name: 'Nairobi Schools Team',
    unit_name: 'Education unit',
  }),
  historyItem(ended, { ...noPlace, country_name: 'Uganda' }),
];

const meta = {
  title: 'Screens/People/Assignment history',
  component: PageStory,
  tags: ['autodocs'],
  args: {
    page: Page,
    path: routePaths.PersonProfilesAssignmentHistory,
    url: '/person-profiles/21/assignment-history',
    user: storyMember,
  },
  beforeEach: ({ msw }) => {
    requests.length = 0;
    msw.use(
      myAimHandlers.profile(storyProfile),
      peopleHandlers.assignments(history, (url) => requests.push(`${url.pathname}${url.search}`)),
    );
  },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The screen as people see it: the person's assignments. */
export const Overview: Story = {};

/** Every assignment of the person, newest first, with status, receiving organisation, place and dates. */
export const Loaded: Story = {
  name: 'Lists the person’s assignments',
  tags: ['R-ROUTE-026'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: t('people:assignmentHistory.title') }),
    ).toBeVisible();
    const list = within(canvas.getByRole('region', { name: t('people:assignmentHistory.heading') }));
    const items = await list.findAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      [
        t('myAim:dashboard.assignments.untitled', { publicId: '4102' }),
        status('PLANNED'),
        t('people:assignmentHistory.noPlace'),
        dates('planned', '2028-03-01', null),
      ].join(''),
      [
        'AIM Southern Africa',
        status('POTENTIAL'),
        t('people:assignmentHistory.abandoned'),
        t('people:assignmentHistory.noPlace'),
        dates('potential', '2026-09-01', '2027-08-31'),
      ].join(''),
      [
        'AIM Eastern Africa',
        status('ACTIVE'),
        'Nairobi Schools Team, Education unit, Nairobi, Kenya',
        dates('confirmed', '2025-02-03', '2028-01-31'),
      ].join(''),
      ['AIM Eastern Africa', status('ENDED'), 'Uganda', dates('confirmed', '2020-01-01', '2022-12-31')].join(
        '',
      ),
    ]);
    await expect(canvas.getByText(t('people:assignmentHistory.count', { count: 4 }))).toBeVisible();
    await expect(
      canvas.getByRole('link', {
        name: t('people:personPage.backToProfile', { name: 'Mrs Margaret Ama Osei' }),
      }),
    ).toHaveAttribute('href', '/person-profiles/21');
    await expect(requests).toEqual(['/api/assignments?assignee=21&per_page=9999']);
  },
};

/** On a phone the way back goes under the heading, and the assignments wrap within the screen. */
export const LoadedAtPhoneWidth: Story = {
  ...atPhoneWidth,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByRole('listitem')).toHaveLength(4);
    await expectNoSidewaysScroll();
  },
};

/** A person without any assignment the reader may see. */
export const Empty: Story = {
  beforeEach: ({ msw }) => {
    msw.use(peopleHandlers.assignments([]));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(t('people:assignmentHistory.empty'))).toBeVisible();
  },
};

/** The assignments are still on their way. */
export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      http.get(mswPath('listAssignments'), async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: t('people:assignmentHistory.title') });
    await expect(await canvas.findByText(t('ui:emptyState.loading'))).toBeVisible();
    await expect(canvas.queryByRole('listitem')).toBeNull();
  },
};

/** The assignments failed to load (a refusal, which is not retried): the list says so and offers to try again. */
export const LoadError: Story = {
  beforeEach: ({ msw }) => {
    msw.use(peopleHandlers.refused('listAssignments'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('people:assignmentHistory.error'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('ui:emptyState.retry') })).toBeVisible();
  },
};

/** A person the server does not answer for (unknown, or out of the reader's reach) is not found. */
export const AnotherPerson: Story = {
  args: { url: '/person-profiles/99/assignment-history' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: t('ui:notFound.title') }),
    ).toBeVisible();
    await expect(requests).toEqual([]);
  },
};
