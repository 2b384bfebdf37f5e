import { formatDisplayDate } from '@mobilise/ui/dates';
import { toLanguage } from '@mobilise/ui/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyLanguage, t } from '../../../../../../.storybook/story-text.ts';
import { storyMemberships, storyToday } from '../stories/fixtures.ts';
import { TodayContext } from '../today.tsx';
import { MembershipList } from './MembershipList.tsx';
import { newestStartFirst } from './membership-order.ts';

/** A membership's start as the list says it: month and year, and how long ago, as the browser words them. */
const startText = (year: number, month: number, ago: number, unit: Intl.RelativeTimeFormatUnit) =>
  t('people:memberships.starts', {
    date: new Intl.DateTimeFormat(storyLanguage(), {
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(Date.UTC(year, month - 1, 1)),
    relative: new Intl.RelativeTimeFormat(storyLanguage(), { numeric: 'auto' }).format(ago, unit),
  });

/** A membership's end as the list says it: the date, and how far it is from today. */
const endText = (date: string, years: number) =>
  t('people:memberships.ends', {
    date: formatDisplayDate(date, toLanguage(storyLanguage())),
    relative: new Intl.RelativeTimeFormat(storyLanguage(), { numeric: 'auto' }).format(years, 'year'),
  });
const badge = (type: 'AFFILIATE' | 'FULL_TERM' | 'SHORT_TERM') => t(`ui:badge.membership.${type}`);
const entry = (entryId: string) => t('people:memberships.entry', { entryId });

const meta = {
  title: 'Screens/People/Membership list',
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
  name: 'Start as month and year, end as a date, with relative time',
  tags: ['R-MEMBERSHIP-005', 'R-MEMBERSHIP-006'],
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      `${badge('AFFILIATE')}${startText(2026, 8, -3, 'month')} · ${t('people:memberships.noEnd')}`,
      `${badge('FULL_TERM')}${entry('M-2210')}School leadership${startText(2025, 2, -1, 'year')} · ${endText('2028-01-31', 1)}`,
      `${badge('SHORT_TERM')}${entry('M-1042')}Teaching${startText(2019, 9, -7, 'year')} · ${endText('2021-06-30', -5)}`,
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
