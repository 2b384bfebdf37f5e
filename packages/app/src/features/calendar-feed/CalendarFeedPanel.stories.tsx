import { formatDisplayDateTime } from '@mobilise/ui/dates';
import { PageFrame } from '@mobilise/ui/PageFrame';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyLanguage, t } from '../../../../../.storybook/story-text.ts';
import { PageStory } from '../../shared/stories/index.ts';
import { storyMember } from '../my-aim/stories/index.ts';
import { CalendarFeedPanel } from './CalendarFeedPanel.tsx';
import { calendarFeedHandlers, storyFeedLink, storyFeedMadeAt } from './stories/index.ts';

// On globalThis: the story module may be loaded more than once, and handlers and play must share one log.
const shared = globalThis as { calendarFeedResets?: string[] };
shared.calendarFeedResets ??= [];
const resets = shared.calendarFeedResets;

/** The member's own feed panel, as My AIM shows it. */
function MyFeed() {
  return (
    <PageFrame>
      <CalendarFeedPanel owner={{ kind: 'me' }} />
    </PageFrame>
  );
}

const meta = {
  title: 'Screens/My AIM/Calendar feed',
  component: PageStory,
  tags: ['autodocs'],
  args: { page: MyFeed, path: '/my-aim', url: '/my-aim', user: storyMember },
  beforeEach: ({ msw }) => {
    resets.length = 0;
    msw.use(
      ...calendarFeedHandlers.feed(storyFeedMadeAt),
      ...calendarFeedHandlers.reset((path) => resets.push(path)),
    );
  },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A member whose feed has an address: when it was made, and the way to a new one. */
export const Overview: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = await canvas.findByRole('region', { name: t('calendarFeed:title.me') });
    await expect(
      await within(section).findByText(
        t('calendarFeed:made', { date: formatDisplayDateTime(storyFeedMadeAt, storyLanguage()) }),
      ),
    ).toBeVisible();
    await expect(within(section).getByRole('button', { name: t('calendarFeed:reset.button') })).toBeVisible();
  },
};

/**
 * Reset asks first; confirmed, the new address shows once in a read-only field with its Copy button, and
 * how to subscribe with it.
 */
export const Reset: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: t('calendarFeed:reset.button') }));
    const dialog = await body.findByRole('alertdialog', { name: t('calendarFeed:reset.title') });
    await expect(dialog).toHaveTextContent(t('calendarFeed:reset.body'));
    await expect(resets).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: t('calendarFeed:reset.confirm') }));

    const field = await canvas.findByRole('textbox', { name: t('calendarFeed:link.label') });
    await expect(field).toHaveValue(storyFeedLink.url);
    await expect(field).toHaveAttribute('readonly');
    await expect(canvas.getByRole('button', { name: t('calendarFeed:link.copy') })).toBeVisible();
    await expect(canvas.getByText(t('calendarFeed:subscribe'))).toBeVisible();
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(resets).toEqual(['/api/person-profiles/me/calendar-feed']);
  },
};
