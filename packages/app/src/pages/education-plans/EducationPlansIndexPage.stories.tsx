import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { t } from '../../../../../.storybook/story-text.ts';
import { educationPlanServer, storyConsultant } from '../../features/education-plans/stories/index.ts';
import { routePaths } from '../../routes/route-names.ts';
import { PageStory } from '../../shared/stories/index.ts';
import { Page } from './EducationPlansIndexPage.tsx';

const requests = fn<(url: URL) => void>();
const lastRequest = () => requests.mock.lastCall?.[0].searchParams;
const et = (key: string, options?: Record<string, unknown>) =>
  t(`educationPlans:educationPlans.${key}`, options);

const meta = {
  title: 'Screens/Education plans/Education plans',
  component: PageStory,
  tags: ['autodocs'],
  args: { page: Page, path: routePaths.EducationPlansIndex, url: '/education-plans', user: storyConsultant },
  beforeEach: ({ msw }) => {
    requests.mockClear();
    msw.use(...educationPlanServer({ onRequest: requests }));
  },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The plans the consultant sees, soonest expiry first: one awaiting decision, one expired, one draft. */
export const Overview: Story = {};

/**
 * As the dashboard's "expired" count opens it: only the expired plans, the filter shown ticked and the
 * row flagged expired; clearing the filter shows them all.
 */
export const Expired: Story = {
  name: 'The expired plans, as the dashboard opens them',
  args: { url: '/education-plans?status=DRAFT,SUBMITTED,APPROVED,REJECTED&expired=true' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('grid', { name: et('list.tableLabel') });
    await expect(await within(table).findByRole('link', { name: 'Elin Lindberg' })).toHaveAttribute(
      'href',
      '/education-plans/62',
    );
    await expect(within(table).getByText(t('ui:status.educationPlan.EXPIRED'))).toBeVisible();
    await expect(within(table).getAllByRole('row')).toHaveLength(2);
    await expect(lastRequest()?.get('expired')).toBe('true');
    const expired = canvas.getByRole('checkbox', { name: et('list.filters.expired') });
    await expect(expired).toBeChecked();
    await userEvent.click(expired);
    await waitFor(() => expect(lastRequest()?.get('expired')).toBeNull());
  },
};
