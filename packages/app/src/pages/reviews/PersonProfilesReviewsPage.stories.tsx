import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { t } from '../../../../../.storybook/story-text.ts';
import { myAimHandlers, storyMember, storyProfile } from '../../features/my-aim/stories/index.ts';
import { reviewServer, storyReview } from '../../features/reviews/stories/index.ts';
import { routePaths } from '../../routes/route-names.ts';
import { containing, PageStory } from '../../shared/stories/index.ts';
import { storyOfficeStaff } from '../../shell/stories/office-staff.ts';
import { Page } from './PersonProfilesReviewsPage.tsx';
import { Page as ReviewPage } from './ReviewsShowPage.tsx';

const requests = fn<(url: URL) => void>();
const writes = fn<(call: string, body: unknown) => void>();
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
    writes.mockClear();
    msw.use(myAimHandlers.profile(storyProfile), ...reviewServer({ onRequest: requests, onWrite: writes }));
  },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A member's own reviews, from My AIM's Reviews: the one awaiting sign off says so. Planning one is for
 * the office receiving the assignment: the member is offered none.
 */
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
    await expect(canvas.queryByRole('button', { name: rt('plan.open') })).toBeNull();
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

/** Opens the plan dialog as office staff, and answers it. */
const openPlanDialog = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  const body = within(canvasElement.ownerDocument.body);
  await userEvent.click(await canvas.findByRole('button', { name: rt('plan.open') }));
  return within(await body.findByRole('dialog', { name: rt('plan.title') }, { timeout: 5000 }));
};

/**
 * Office staff of the organisation receiving Margaret's assignments open "Plan a review": the
 * assignment, the type and the date are each asked for before anything is sent.
 */
export const PlanAsksEveryField: Story = {
  name: 'Planning a review asks for every field',
  args: { user: storyOfficeStaff },
  play: async ({ canvasElement }) => {
    const form = await openPlanDialog(canvasElement);
    await userEvent.click(form.getByRole('button', { name: rt('plan.submit') }));
    await expect(await form.findByText(rt('plan.missing.assignment_id'))).toBeVisible();
    await expect(form.getByText(rt('plan.missing.type'))).toBeVisible();
    await expect(form.getByText(rt('plan.missing.date'))).toBeVisible();
    await expect(writes).not.toHaveBeenCalled();
  },
};

/**
 * They plan an annual review of her active assignment: the review is planned, not submitted, and opens
 * with its edit dialog, where they choose its reviewer from its options.
 */
export const Plan: Story = {
  name: 'Planning a review',
  tags: ['R-STATE-019', 'R-STATE-021'],
  args: { user: storyOfficeStaff, leadsTo: [{ path: routePaths.ReviewsShow, page: ReviewPage }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const form = await openPlanDialog(canvasElement);
    await userEvent.click(form.getByRole('button', { name: containing(rt('fields.assignment')) }));
    // The ended assignment and the active one, both received by AIM Eastern Africa; not the planned one,
    // which no organisation receives yet.
    await expect(await body.findAllByRole('option')).toHaveLength(2);
    await userEvent.click(body.getByRole('option', { name: containing('4101') }));
    await userEvent.click(form.getByRole('button', { name: containing(rt('fields.type')) }));
    await userEvent.click(await body.findByRole('option', { name: rt('types.ANNUAL') }));
    const date = form.getByRole('group', { name: containing(rt('fields.date')) });
    await userEvent.click(within(date).getAllByRole('spinbutton')[0] as HTMLElement);
    await userEvent.keyboard('20072027');
    await userEvent.click(form.getByRole('button', { name: rt('plan.submit') }));

    // The review opens with its edit dialog: its reviewers are chosen next, from its options.
    await expect(
      await canvas.findByRole('heading', { level: 1, name: rt('show.title', { type: rt('types.ANNUAL') }) }),
    ).toBeVisible();
    const edit = within(await body.findByRole('dialog', { name: rt('edit.title') }, { timeout: 5000 }));
    await userEvent.click(edit.getByRole('button', { name: containing(rt('fields.reviewers')) }));
    await userEvent.click(await body.findByRole('option', { name: 'Daniel Kiprop' }));
    await userEvent.keyboard('{Escape}');
    await userEvent.click(edit.getByRole('button', { name: rt('edit.submit') }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());

    await expect((await canvas.findAllByText(t('ui:status.review.NOT_SUBMITTED')))[0]).toBeVisible();
    await expect(canvas.getByText('AIM Eastern Africa')).toBeVisible();
    await expect(await canvas.findByText('Daniel Kiprop')).toBeVisible();
    // A review still open takes documents: the picture waits for their upload, which loads on its own.
    await expect(
      await canvas.findByRole('button', { name: t('ui:dropzone.chooseOne') }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(writes.mock.calls).toEqual([
      ['POST /api/reviews', { assignment_id: 101, type: 'ANNUAL', date: '2027-07-20' }],
      [
        'PATCH /api/reviews/84',
        { version: 1, date: '2027-07-20', reviewer_ids: [30], actions_and_recommendations: null },
      ],
    ]);
  },
};
