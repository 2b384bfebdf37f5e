import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { t } from '../../../../../.storybook/story-text.ts';
import { educationPlanServer, storyConsultant } from '../../features/education-plans/stories/index.ts';
import { routePaths } from '../../routes/route-names.ts';
import { PageStory } from '../../shared/stories/index.ts';
import { Page } from './EducationPlansShowPage.tsx';

const writes = fn<(call: string, body: unknown) => void>();
const et = (key: string, options?: Record<string, unknown>) =>
  t(`educationPlans:educationPlans.${key}`, options);

const meta = {
  title: 'Screens/Education plans/Education plan',
  component: PageStory,
  tags: ['autodocs'],
  args: {
    page: Page,
    path: routePaths.EducationPlansShow,
    url: '/education-plans/61',
    user: storyConsultant,
  },
  beforeEach: ({ msw }) => {
    writes.mockClear();
    msw.use(...educationPlanServer({ onWrite: writes }));
  },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A plan awaiting decision as its consultant opens it: Approve, Reject and Archive as its userCan allows. */
export const Overview: Story = {};

/** Rejecting needs a note for the family; once sent, the plan is rejected and shows the note. */
export const Reject: Story = {
  name: 'Rejecting asks for a note to the family',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: et('actions.reject') }));
    const dialog = await body.findByRole('dialog', {
      name: et('decide.reject.title', { name: 'Amani Mwangi' }),
    });
    await userEvent.click(within(dialog).getByRole('button', { name: et('decide.reject.submit') }));
    await expect(await within(dialog).findByText(et('decide.noteMissing'))).toBeVisible();
    await expect(writes).not.toHaveBeenCalled();
    await userEvent.type(within(dialog).getByRole('textbox'), 'Please name the school.');
    await userEvent.click(within(dialog).getByRole('button', { name: et('decide.reject.submit') }));
    await waitFor(() => expect(canvas.queryByRole('button', { name: et('actions.reject') })).toBeNull());
    await expect(await canvas.findByText('Please name the school.')).toBeVisible();
    await expect(writes.mock.calls).toEqual([
      ['POST /api/education-plans/61/reject', { version: 3, note: 'Please name the school.' }],
    ]);
  },
};

/** Approving takes an optional note: sent without one, the approval goes without a note. */
export const Approve: Story = {
  name: 'Approving without a note',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: et('actions.approve') }));
    const dialog = await body.findByRole('dialog', {
      name: et('decide.approve.title', { name: 'Amani Mwangi' }),
    });
    await userEvent.click(within(dialog).getByRole('button', { name: et('decide.approve.submit') }));
    await waitFor(() => expect(canvas.queryByRole('button', { name: et('actions.approve') })).toBeNull());
    await expect((await canvas.findAllByText(t('ui:status.educationPlan.APPROVED')))[0]).toBeVisible();
    await expect(writes.mock.calls).toEqual([['POST /api/education-plans/61/approve', { version: 3 }]]);
  },
};

/** An approved plan past its expiry date: flagged expired beside its status and above its sections. */
export const Expired: Story = {
  name: 'An expired plan',
  args: { url: '/education-plans/62' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(et('show.expiredTitle'))).toBeVisible();
    await expect(canvas.getAllByText(t('ui:status.educationPlan.EXPIRED'))[0]).toBeVisible();
    await expect(canvas.queryByRole('button', { name: et('actions.approve') })).toBeNull();
  },
};
