import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { t } from '../../../../../.storybook/story-text.ts';
import { reviewServer } from '../../features/reviews/stories/index.ts';
import { routePaths } from '../../routes/route-names.ts';
import { PageStory } from '../../shared/stories/index.ts';
import { storyOfficeStaff } from '../../shell/stories/office-staff.ts';
import { Page } from './ReviewsShowPage.tsx';

const writes = fn<(call: string, body: unknown) => void>();
const rt = (key: string, options?: Record<string, unknown>) => t(`reviews:reviews.${key}`, options);

const meta = {
  title: 'Screens/Reviews/Review',
  component: PageStory,
  tags: ['autodocs'],
  args: { page: Page, path: routePaths.ReviewsShow, url: '/reviews/81', user: storyOfficeStaff },
  beforeEach: ({ msw }) => {
    writes.mockClear();
    msw.use(...reviewServer({ onWrite: writes }));
  },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The screen as office staff of the conducting organisation open it: an annual review awaiting sign off,
 * its reviewer and actions, with Sign off and Share as its user_can allows.
 */
export const Overview: Story = {};

/** Signing off asks first; once signed off, the review says so and offers no sign-off any more. */
export const SignOff: Story = {
  name: 'Signing off is confirmed first',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: rt('show.title', { type: rt('types.ANNUAL') }) }),
    ).toBeVisible();
    await expect(canvas.getByText('Daniel Kiprop')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: rt('actions.signOff') }));
    const dialog = await body.findByRole('alertdialog', { name: rt('confirm.sign_off.title') });
    await userEvent.click(within(dialog).getByRole('button', { name: rt('confirm.sign_off.confirm') }));
    await waitFor(() => expect(canvas.queryByRole('button', { name: rt('actions.signOff') })).toBeNull());
    await expect((await canvas.findAllByText(t('ui:status.review.SIGNED_OFF')))[0]).toBeVisible();
    await expect(writes.mock.calls).toEqual([['POST /api/reviews/81/sign-off', { version: 4 }]]);
  },
};

/**
 * An overdue review its office plans: Edit changes its reviewers and actions in a dialog, saved at the
 * version read; the review then names the reviewers chosen.
 */
export const Edit: Story = {
  name: 'Editing an overdue review: reviewers and actions',
  args: { url: '/reviews/82' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect((await canvas.findAllByText(t('ui:status.review.OVERDUE')))[0]).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: rt('actions.edit') }));
    const dialog = await body.findByRole('dialog', { name: rt('edit.title') }, { timeout: 5000 });
    const actions = within(dialog).getByRole('textbox', { name: rt('fields.actionsAndRecommendations') });
    await userEvent.clear(actions);
    await userEvent.type(actions, 'Meet in January.');
    await userEvent.click(within(dialog).getByRole('button', { name: rt('edit.submit') }));
    await expect(await canvas.findByText('Meet in January.')).toBeVisible();
    await expect(writes.mock.calls).toEqual([
      [
        'PATCH /api/reviews/82',
        {
          version: 4,
          date: '2026-06-01',
          reviewer_ids: [31],
          actions_and_recommendations: 'Meet in January.',
        },
      ],
    ]);
  },
};

/** Someone changed the review meanwhile: the sign-off is refused and the latest version is one press away. */
export const Stale: Story = {
  name: 'A stale sign-off offers the latest version',
  beforeEach: ({ msw }) => {
    msw.use(...reviewServer({ serverVersionAhead: true, onWrite: writes }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: rt('actions.signOff') }));
    const dialog = await body.findByRole('alertdialog', { name: rt('confirm.sign_off.title') });
    await userEvent.click(within(dialog).getByRole('button', { name: rt('confirm.sign_off.confirm') }));
    await expect(await canvas.findByText(rt('stale.title'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: rt('stale.reload') }));
    await waitFor(() => expect(canvas.queryByText(rt('stale.title'))).toBeNull());
  },
};

/** With review forms on, the review's form opens in place under its actions, with the answers so far. */
export const WithForm: Story = {
  name: 'With review forms on, the form in place',
  args: {
    user: {
      ...storyOfficeStaff,
      page_metadata: {
        ...storyOfficeStaff.page_metadata,
        feature_flags: { ...storyOfficeStaff.page_metadata.feature_flags, review_forms: true },
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: rt('sections.form') })).toBeVisible();
    await expect(
      await canvas.findByDisplayValue(
        'Settled in well; the clinic runs two days a week now.',
        {},
        { timeout: 5000 },
      ),
    ).toBeVisible();
  },
};
