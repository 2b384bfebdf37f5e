import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { t } from '../../../../../.storybook/story-text.ts';
import { reviewServer } from '../../features/reviews/stories/index.ts';
import { routePaths } from '../../routes/route-names.ts';
import { PageStory } from '../../shared/stories/index.ts';
import { storyOfficeStaff } from '../../shell/stories/office-staff.ts';
import { Page } from './OrgReviewsPage.tsx';

const requests = fn<(url: URL) => void>();
const lastRequest = () => requests.mock.lastCall?.[0].searchParams;
const rt = (key: string, options?: Record<string, unknown>) => t(`reviews:reviews.${key}`, options);

const meta = {
  title: 'Screens/Reviews/Organisation reviews',
  component: PageStory,
  tags: ['autodocs'],
  args: { page: Page, path: routePaths.OrgReviews, url: '/orgs/3/reviews', user: storyOfficeStaff },
  beforeEach: ({ msw }) => {
    requests.mockClear();
    msw.use(...reviewServer({ onRequest: requests }));
  },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The organisation's reviews, earliest first: one overdue, one awaiting sign off, one signed off. */
export const Overview: Story = {};

/**
 * As the dashboard's overdue count opens it: only the overdue reviews, the filter shown chosen and the
 * row marked overdue, leading to the review; clearing the filter shows them all.
 */
export const Overdue: Story = {
  name: 'The overdue reviews, as the dashboard opens them',
  args: { url: '/orgs/3/reviews?overdue=true' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('grid', { name: rt('list.tableLabel') });
    const name = rt('list.personReview', { name: 'Daniel Kiprop', type: rt('types.BEGINNING_OF_TERM') });
    await expect(await within(table).findByRole('link', { name })).toHaveAttribute('href', '/reviews/82');
    await expect(within(table).getByText(t('ui:status.review.OVERDUE'))).toBeVisible();
    await expect(within(table).getAllByRole('row')).toHaveLength(2);
    await expect(lastRequest()?.get('organisation')).toBe('3');
    await expect(lastRequest()?.get('overdue')).toBe('true');
    const overdue = canvas.getByRole('checkbox', { name: rt('list.filters.overdue') });
    await expect(overdue).toBeChecked();
    await userEvent.click(overdue);
    await waitFor(() => expect(lastRequest()?.get('overdue')).toBeNull());
    await expect(await canvas.findByText(rt('list.count', { count: 3 }))).toBeVisible();
  },
};
