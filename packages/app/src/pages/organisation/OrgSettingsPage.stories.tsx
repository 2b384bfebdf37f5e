import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { t } from '../../../../../.storybook/story-text.ts';
import { calendarFeedHandlers } from '../../features/calendar-feed/stories/index.ts';
import { storySettingsManager } from '../../features/settings/stories/index.ts';
import { routePaths } from '../../routes/route-names.ts';
import { PageStory } from '../../shared/stories/index.ts';
import { storyOfficeStaff } from '../../shell/stories/office-staff.ts';
import { Page } from './OrgSettingsPage.tsx';

const meta = {
  title: 'Screens/Organisation/Settings',
  component: PageStory,
  tags: ['autodocs'],
  args: {
    page: Page,
    path: routePaths.OrgSettings,
    url: '/orgs/3/settings',
    user: storySettingsManager,
  },
  // The organisation's calendar feed, without an address yet.
  beforeEach: ({ msw }) => {
    msw.use(...calendarFeedHandlers.feed());
  },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Office staff who manage positions, workflow templates and people see a link to each of the three pages,
 * and the settings' tabs above, the overview's marked as the current page.
 */
export const Overview: Story = {
  tags: ['R-ROUTE-046'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: t('organisation:settings.title') }),
    ).toBeVisible();
    const tabs = within(canvas.getByRole('navigation', { name: t('shell:pageTitle.OrgSettings') }));
    await expect(
      tabs.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      [t('organisation:settings.overviewTab'), '/orgs/3/settings'],
      [t('shell:pageTitle.OrgPositions'), '/orgs/3/settings/positions'],
      [t('shell:pageTitle.OrgWorkflowTemplates'), '/orgs/3/settings/workflow-templates'],
      [t('shell:pageTitle.OrgPersonProfiles'), '/orgs/3/settings/people'],
    ]);
    await expect(tabs.getByRole('link', { name: t('organisation:settings.overviewTab') })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const list = await canvas.findByRole('list', { name: t('organisation:settings.listLabel') });
    const links = within(list).getAllByRole('link');
    await expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      [t('shell:pageTitle.OrgPositions'), '/orgs/3/settings/positions'],
      [t('shell:pageTitle.OrgWorkflowTemplates'), '/orgs/3/settings/workflow-templates'],
      [t('shell:pageTitle.OrgPersonProfiles'), '/orgs/3/settings/people'],
    ]);
  },
};

/**
 * Office staff who manage none of the settings are told so and offered the way back to the dashboard,
 * with no tabs: the overview would be the only one.
 */
export const NothingToManage: Story = {
  args: { user: { ...storyOfficeStaff, user_can: {} } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('organisation:settings.empty'))).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: t('shell:pageTitle.OrgSettings') })).toBeNull();
    await expect(canvas.getByRole('link', { name: t('organisation:settings.toDashboard') })).toHaveAttribute(
      'href',
      '/orgs/3/dashboard',
    );
  },
};
