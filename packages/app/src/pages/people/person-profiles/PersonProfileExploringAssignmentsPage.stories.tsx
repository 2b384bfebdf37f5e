import type { Assignment } from '@mobilise/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { t } from '../../../../../../.storybook/story-text.ts';
import { myAimHandlers, storyMember, storyProfile } from '../../../features/my-aim/stories/index.ts';
import { peopleHandlers } from '../../../features/people/stories/index.ts';
import { routePaths } from '../../../routes/route-names.ts';
import { PageStory } from '../../../shared/stories/index.ts';
import { Page } from './PersonProfileExploringAssignmentsPage.tsx';

// On globalThis: the story module may be loaded more than once, and handler and play must share one list.
const shared = globalThis as { exploringAssignmentsRequests?: string[] };
shared.exploringAssignmentsRequests ??= [];
const requests = shared.exploringAssignmentsRequests;

const potential = (id: number, receivedBy: string, start: string) =>
  ({
    id,
    public_id: String(3900 + id),
    status: 'POTENTIAL',
    is_abandoned: false,
    received_by: { id: id, name: receivedBy },
    proposed_dates: { start_date: start, end_date: null },
    confirmed_dates: null,
    location: { country_name: null, geolocation_name: null, team_name: null, unit_name: null },
  }) as unknown as Assignment;

/** Margaret's potential assignments, latest start first as the server answers them. */
const exploring = [
  potential(7, 'AIM Europe', '2027-09-01'),
  potential(8, 'AIM Southern Africa', '2027-04-01'),
];

const meta = {
  title: 'Screens/People/Exploring assignments',
  component: PageStory,
  tags: ['autodocs'],
  args: {
    page: Page,
    path: routePaths.PersonProfileExploringAssignments,
    url: '/person-profiles/21/assignments',
    user: storyMember,
  },
  beforeEach: ({ msw }) => {
    requests.length = 0;
    msw.use(
      myAimHandlers.profile(storyProfile),
      peopleHandlers.assignments(exploring, (url) => requests.push(`${url.pathname}${url.search}`)),
    );
  },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The screen as people see it: the person's potential assignments being explored. */
export const Overview: Story = {};

/** Asks for the person's potential, not abandoned assignments; each leads to its page. */
export const Loaded: Story = {
  name: 'Lists the assignments being explored',
  tags: ['R-ROUTE-026'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: t('people:exploringAssignments.title') }),
    ).toBeVisible();
    await expect(await canvas.findByRole('link', { name: 'AIM Europe' })).toHaveAttribute(
      'href',
      '/assignments/3907',
    );
    await expect(canvas.getByText(t('people:exploringAssignments.count', { count: 2 }))).toBeVisible();
    await expect(requests).toEqual([
      '/api/assignments?assignee=21&status=POTENTIAL&is_abandoned=false&per_page=9999',
    ]);
  },
};
