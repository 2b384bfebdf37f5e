import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { t } from '../../../../../.storybook/story-text.ts';
import { educationPlanServer, storyConsultant } from '../../features/education-plans/stories/index.ts';
import { routePaths } from '../../routes/route-names.ts';
import { PageStory } from '../../shared/stories/index.ts';
import { storyOfficeStaff } from '../../shell/stories/office-staff.ts';
import { Page } from './PersonProfileEducationPlansCreatePage.tsx';

const writes = fn<(call: string, body: unknown) => void>();
const et = (key: string, options?: Record<string, unknown>) =>
  t(`educationPlans:educationPlans.${key}`, options);

const meta = {
  title: 'Screens/Education plans/Create education plan',
  component: PageStory,
  tags: ['autodocs'],
  args: {
    page: Page,
    path: routePaths.PersonProfileEducationPlansCreate,
    url: '/person-profiles/41/education-plans/create',
    // Office staff, with education plans and the requirement marking on.
    user: { ...storyOfficeStaff, page_metadata: storyConsultant.page_metadata },
  },
  beforeEach: ({ msw }) => {
    writes.mockClear();
    msw.use(...educationPlanServer({ onWrite: writes }));
  },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The blank plan form for Amani, the plans so far above it, and whether Amani requires a plan. */
export const Overview: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: et('create.title') })).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: et('create.existingPlan', { year: '2026-2027' }) }),
    ).toHaveAttribute('href', '/education-plans/61');
    // The blank form has come: the picture shows it whole.
    await expect(await canvas.findByRole('textbox', { name: /^Academic year/ })).toBeVisible();
  },
};

/** Clearing "requires an education plan" marks the child at once (the mark-not-requiring flag). */
export const NotRequiring: Story = {
  name: 'Marking a child as not requiring a plan',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const requires = await canvas.findByRole('checkbox', {
      name: et('requirement.label', { name: 'Amani Mwangi' }),
    });
    await expect(requires).toBeChecked();
    await userEvent.click(requires);
    await waitFor(() =>
      expect(writes.mock.calls).toEqual([
        ['PUT /api/education-plan-requirements/41', { requiresEducationPlan: false }],
      ]),
    );
  },
};
