import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { t } from '../../../../../.storybook/story-text.ts';
import { myAimHandlers, storyMember, storyProfile } from '../../features/my-aim/stories/index.ts';
import { reviewServer, storyReview } from '../../features/reviews/stories/index.ts';
import { routePaths } from '../../routes/route-names.ts';
import { PageStory } from '../../shared/stories/index.ts';
import { Page } from './PersonProfilesReviewsPage.tsx';

const requests = fn<(url: URL) => void>();
const rt = (key: string, options?: Record<string, unknown>) => t(`reviews:reviews.${key}`, options);

const meta = {
  title: 'Screens/Reviews/Person’s reviews',
  component: PageStory,
  tags: ['autodocs'],
  args: {
    page: Page,
    path: routePaths.PersonProfilesReviews,
    url: '/person-profiles/21/reviews',
    user: storyMember,
  },
  beforeEach: ({ msw }) => {
    requests.mockClear();
    msw.use(myAimHandlers.profile(storyProfile), ...reviewServer({ onRequest: requests }));
  },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A member's own reviews, from My AIM's Reviews: the one awaiting sign off says so. */
export const Overview: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('grid', { name: rt('list.tableLabel') });
    const name = rt('list.personReview', { name: 'Margaret Osei', type: rt('types.ANNUAL') });
    await expect(await within(table).findByRole('link', { name })).toHaveAttribute(
      'href',
      `/reviews/${storyReview.id}`,
    );
    await expect(within(table).getByText(t('ui:status.review.SUBMITTED'))).toBeVisible();
    await expect(requests.mock.lastCall?.[0].searchParams.get('person_profile')).toBe('21');
  },
};

/** Nothing planned yet: the empty list says where reviews come from. */
export const Empty: Story = {
  name: 'No reviews yet',
  beforeEach: ({ msw }) => {
    msw.use(myAimHandlers.profile(storyProfile), ...reviewServer({ reviews: [] }));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(rt('person.empty'))).toBeVisible();
  },
};
