import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyMemberships, storyToday } from '../stories/fixtures.ts';
import { TodayContext } from '../today.tsx';
import { MembershipList } from './MembershipList.tsx';
import { newestStartFirst } from './membership-order.ts';

const meta = {
  title: 'App/People/Membership list',
  component: MembershipList,
  tags: ['autodocs'],
  args: { memberships: newestStartFirst(storyMemberships) },
  decorators: [
    (Story) => (
      <TodayContext.Provider value={storyToday}>
        <div style={{ maxWidth: 420 }}>
          <Story />
        </div>
      </TodayContext.Provider>
    ),
  ],
} satisfies Meta<typeof MembershipList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Start as month and year, end as a full date, each with relative time',
  tags: ['R-MEMBERSHIP-005', 'R-MEMBERSHIP-006'],
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      'AffiliateFrom Aug 2026 (3 months ago) · no end date',
      'Full termEntry M-2210School leadershipFrom Feb 2025 (last year) · until 31st Jan 2028 (next year)',
      'Short termEntry M-1042TeachingFrom Sep 2019 (7 years ago) · until 30th Jun 2021 (5 years ago)',
    ]);
  },
};

/** The same list in Portuguese: month names, dates and relative times in the interface language. */
export const Portuguese: Story = {
  globals: { locale: 'pt' },
  play: async ({ canvasElement }) => {
    const [first] = within(canvasElement).getAllByRole('listitem');
    await expect(first).toHaveTextContent('Desde ago. de 2026 (há 3 meses) · sem data de fim');
  },
};
