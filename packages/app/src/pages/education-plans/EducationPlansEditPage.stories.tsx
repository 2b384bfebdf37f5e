import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { t } from '../../../../../.storybook/story-text.ts';
import {
  educationPlanServer,
  storyConsultant,
  storyPlan,
} from '../../features/education-plans/stories/index.ts';
import { routePaths } from '../../routes/route-names.ts';
import { PageStory } from '../../shared/stories/index.ts';
import { storyOfficeStaff } from '../../shell/stories/office-staff.ts';
import { Page } from './EducationPlansEditPage.tsx';

const et = (key: string, options?: Record<string, unknown>) =>
  t(`educationPlans:educationPlans.${key}`, options);

/** A draft its family or office may change. */
const draft = { ...storyPlan, status: 'DRAFT' as const, userCan: ['update' as const, 'submit' as const] };

const meta = {
  title: 'Screens/Education plans/Edit education plan',
  component: PageStory,
  tags: ['autodocs'],
  args: {
    page: Page,
    path: routePaths.EducationPlansEdit,
    url: '/education-plans/61/edit',
    user: { ...storyOfficeStaff, page_metadata: storyConsultant.page_metadata },
  },
  beforeEach: ({ msw }) => {
    msw.use(...educationPlanServer({ plans: [draft] }));
  },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The draft's form with its answers so far, saved as they change; Done leads back to the plan. */
export const Overview: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: et('form.editTitle', { name: 'Amani Mwangi' }) }),
    ).toBeVisible();
    await expect(await canvas.findByDisplayValue('Rosslyn Academy')).toBeVisible();
    await expect(canvas.getByRole('link', { name: et('form.done') })).toHaveAttribute(
      'href',
      '/education-plans/61',
    );
  },
};

/** A plan awaiting decision is no longer the family's to change: the page is not found. */
export const NotChangeable: Story = {
  name: 'A plan awaiting decision is not found here',
  beforeEach: ({ msw }) => {
    msw.use(...educationPlanServer());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: t('ui:notFound.title') }),
    ).toBeVisible();
  },
};
