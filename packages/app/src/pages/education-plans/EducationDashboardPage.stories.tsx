import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { t } from '../../../../../.storybook/story-text.ts';
import { educationPlanServer, storyConsultant } from '../../features/education-plans/stories/index.ts';
import { routePaths } from '../../routes/route-names.ts';
import { PageStory } from '../../shared/stories/index.ts';
import { Page } from './EducationDashboardPage.tsx';

const et = (key: string, options?: Record<string, unknown>) =>
  t(`educationPlans:educationPlans.${key}`, options);

const meta = {
  title: 'Screens/Education plans/Education dashboard',
  component: PageStory,
  tags: ['autodocs'],
  args: {
    page: Page,
    path: routePaths.EducationDashboard,
    url: '/education-plans-dashboard',
    user: storyConsultant,
  },
  beforeEach: ({ msw }) => {
    msw.use(...educationPlanServer());
  },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * What needs a consultant's attention: each count that the index can hold links to it filtered so; the
 * plans by status and by expiry month are drawn, and the same numbers are tables for screen readers.
 */
export const Overview: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const awaiting = await canvas.findByRole('article', {
      name: et('dashboard.counts.awaitingDecision.title'),
    });
    await expect(awaiting).toHaveTextContent('4');
    await expect(
      within(awaiting).getByRole('link', { name: et('dashboard.counts.awaitingDecision.link') }),
    ).toHaveAttribute('href', '/education-plans?status=SUBMITTED');
    const expiring = canvas.getByRole('article', { name: et('dashboard.counts.expiringSoon.title') });
    await expect(within(expiring).getByRole('link')).toHaveAttribute(
      'href',
      '/education-plans?status=APPROVED&expiring=60',
    );
    const expired = canvas.getByRole('article', { name: et('dashboard.counts.expired.title') });
    await expect(within(expired).getByRole('link')).toHaveAttribute(
      'href',
      '/education-plans?status=DRAFT%2CSUBMITTED%2CAPPROVED%2CREJECTED&expired=true',
    );
    // The children without a plan are no plans to list: a figure alone.
    const without = canvas.getByRole('article', { name: et('dashboard.counts.childrenWithoutPlan.title') });
    await expect(within(without).queryByRole('link')).toBeNull();
    const byStatus = canvas.getByRole('table', { name: et('dashboard.byStatus') });
    await expect(
      within(byStatus).getByRole('row', { name: new RegExp(et('statuses.APPROVED')) }),
    ).toHaveTextContent('11');
    await expect(canvas.getByRole('table', { name: et('dashboard.byExpiryMonth') })).toBeInTheDocument();
  },
};
