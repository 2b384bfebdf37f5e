import type { ActiveAssignmentLocation, Assignment } from '@mobilise/contract';
import { formatDisplayDate } from '@mobilise/ui/dates';
import { toLanguage } from '@mobilise/ui/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, fn, within } from 'storybook/test';
import { storyLanguage, t } from '../../../../../.storybook/story-text.ts';
import { mswPath } from '../../api/msw-path.ts';
import { pageOf } from '../../features/organisation/stories/index.ts';
import { routePaths } from '../../routes/route-names.ts';
import { atPhoneWidth, expectNoSidewaysScroll, PageStory } from '../../shared/stories/index.ts';
import { storyOfficeStaff } from '../../shell/stories/office-staff.ts';
import { Page as ArrivingSoonPage } from './OrgArrivingSoonPage.tsx';
import { Page as OutboundPage } from './OrgOutboundPage.tsx';
import { Page as InterestedPage } from './ReceivingOrgPotentialAssignmentsPage.tsx';

const requests = fn<(url: URL) => void>();
const lastRequest = () => requests.mock.lastCall?.[0].searchParams;

const europe = { id: 3, name: 'AIM Europe' };
const place = (
  country: string,
  geolocation: string,
  team: string | null = null,
): ActiveAssignmentLocation => ({
  country_name: country,
  geolocation_name: geolocation,
  team_name: team,
  unit_name: null,
});

/** An assignment as `GET api/assignments` lists it; only the fields the lists read are filled. */
const assignment = (fields: Partial<Assignment> & Pick<Assignment, 'id' | 'assignee' | 'status'>) =>
  ({
    public_id: String(4000 + fields.id),
    explored_by: { id: 5, name: 'AIM North America' },
    received_by: europe,
    proposed_dates: { start_date: '2027-01-04', end_date: '2029-12-31' },
    confirmed_dates: null,
    is_abandoned: false,
    location: place('Spain', 'Madrid'),
    ...fields,
  }) as Assignment;

const person = (id: number, name: string) => ({ id, name, avatarId: null });

const interested = [
  assignment({ id: 1, assignee: person(31, 'Hannah Okafor'), status: 'POTENTIAL' }),
  assignment({
    id: 2,
    assignee: person(32, 'Tomás Herrera-Villanueva'),
    status: 'POTENTIAL',
    explored_by: { id: 6, name: 'AIM Africa' },
    location: place('Switzerland', 'Genève', 'Geneva Hospitality Team'),
  }),
];

const arriving = [
  assignment({
    id: 3,
    assignee: person(33, 'Grace Mwangi'),
    status: 'PLANNED',
    proposed_dates: { start_date: '2026-12-07', end_date: '2028-12-06' },
    confirmed_dates: { start_date: '2026-12-07', end_date: null },
  }),
  assignment({
    id: 4,
    assignee: person(34, 'Daniel Kimani'),
    status: 'PLANNED',
    proposed_dates: { start_date: '2027-01-18', end_date: null },
    location: place('France', 'Lyon'),
  }),
  assignment({
    id: 5,
    assignee: person(35, 'Sarah Lindqvist'),
    status: 'ACTIVE',
    explored_by: europe,
    proposed_dates: { start_date: '2027-02-15', end_date: null },
    location: place('Portugal', 'Lisboa'),
  }),
];

const outbound = [
  assignment({
    id: 6,
    assignee: person(36, 'Peter Janssen'),
    status: 'PLANNED',
    explored_by: europe,
    received_by: { id: 6, name: 'AIM Africa' },
    proposed_dates: { start_date: '2027-05-03', end_date: null },
    location: place('Kenya', 'Kijabe'),
  }),
  assignment({
    id: 7,
    assignee: person(37, 'Anna Müller'),
    status: 'ACTIVE',
    explored_by: europe,
    received_by: { id: 5, name: 'AIM North America' },
    confirmed_dates: { start_date: '2024-09-01', end_date: '2027-08-31' },
    location: place('Canada', 'Toronto'),
  }),
];

const server = (assignments: Assignment[]) =>
  http.get(mswPath('listAssignments'), ({ request }) => {
    const url = new URL(request.url);
    requests(url);
    return HttpResponse.json(
      pageOf(
        assignments,
        Number(url.searchParams.get('page') ?? 1),
        Number(url.searchParams.get('per_page')),
      ),
    );
  });

const meta = {
  title: 'Screens/Organisation/Inbound and Outbound',
  component: PageStory,
  tags: ['autodocs'],
  args: {
    page: InterestedPage,
    path: routePaths.ReceivingOrgPotentialAssignments,
    url: '/orgs/3/potential-assignments',
    user: storyOfficeStaff,
  },
  beforeEach: ({ msw }) => {
    requests.mockClear();
    msw.use(server(interested));
  },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const arrivingSoonArgs = {
  page: ArrivingSoonPage,
  path: routePaths.OrgArrivingSoon,
  url: '/orgs/3/arriving-soon',
};
const outboundArgs = { page: OutboundPage, path: routePaths.OrgOutbound, url: '/orgs/3/outbound' };

/** Inbound, as people see it: the people another organisation explores for one of ours and has shared. */
export const Overview: Story = {};

/** People arriving soon, as people see it: planned or active assignments starting in the next 90 days. */
export const ArrivingSoonOverview: Story = {
  args: arrivingSoonArgs,
  beforeEach: ({ msw }) => {
    msw.use(server(arriving));
  },
};

/** Outbound, as people see it: the organisation's people on or going to assignments elsewhere. */
export const OutboundOverview: Story = {
  args: outboundArgs,
  beforeEach: ({ msw }) => {
    msw.use(server(outbound));
  },
};

/**
 * On a phone, arriving soon asks for the planned or active assignments the organisation receives that
 * start within 90 days, soonest first; each person leads to their assignment, with the start that counts.
 */
export const ArrivingSoon: Story = {
  ...atPhoneWidth,
  args: arrivingSoonArgs,
  beforeEach: ({ msw }) => {
    msw.use(server(arriving));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('grid', {
      name: t('organisation:assignmentLists.arrivingSoon.title'),
    });
    const link = await within(table).findByRole('link', { name: 'Grace Mwangi' });
    await expect(link).toHaveAttribute('href', '/assignments/4003');
    const date = formatDisplayDate('2027-01-18', toLanguage(storyLanguage()));
    await expect(within(table).getAllByRole('row')[2]).toHaveTextContent(
      t('organisation:assignmentLists.start.planned', { date }),
    );
    const query = lastRequest();
    await expect(query?.get('received_by')).toBe('3');
    await expect(query?.get('status')).toBe('PLANNED,ACTIVE');
    await expect(query?.get('starts_within_days')).toBe('90');
    await expect(query?.get('sort')).toBe('start');
    await expect(query?.get('is_abandoned')).toBe('false');
    await expectNoSidewaysScroll();
  },
};

/** No one is interested yet: the empty state offers the requisitions, where interest starts. */
export const InterestedEmpty: Story = {
  beforeEach: ({ msw }) => {
    msw.use(server([]));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('organisation:assignmentLists.interested.empty'))).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: t('organisation:assignmentLists.interested.emptyAction') }),
    ).toHaveAttribute('href', '/requisitions');
    const query = lastRequest();
    await expect(query?.get('is_shared_with_receiving_organisation')).toBe('true');
    await expect(query?.get('status')).toBe('POTENTIAL');
  },
};

/** Outbound failed to load: the table says so and offers to try again. */
export const OutboundLoadError: Story = {
  args: outboundArgs,
  beforeEach: ({ msw }) => {
    msw.use(
      http.get(mswPath('listAssignments'), () =>
        HttpResponse.json({ code: 'forbidden', message: 'Refused', requestId: 'story' }, { status: 403 }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('organisation:assignmentLists.loadError'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('ui:emptyState.retry') })).toBeVisible();
  },
};
