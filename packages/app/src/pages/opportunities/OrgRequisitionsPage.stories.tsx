import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { t } from '../../../../../.storybook/story-text.ts';
import { opportunitiesHandlers, storyRequisitions } from '../../features/opportunities/stories/index.ts';
import { routePaths } from '../../routes/route-names.ts';
import { PageStory } from '../../shared/stories/index.ts';
import { storyOfficeStaff } from '../../shell/stories/office-staff.ts';
import { Page } from './OrgRequisitionsPage.tsx';

const onRequest = fn();

const meta = {
  title: 'Screens/Opportunities/Our requisitions',
  component: PageStory,
  tags: ['autodocs'],
  args: { page: Page, path: routePaths.OrgRequisitions, url: '/orgs/3/requisitions', user: storyOfficeStaff },
  beforeEach: ({ msw }) => {
    onRequest.mockClear();
    msw.use(opportunitiesHandlers.requisitions(storyRequisitions, onRequest));
  },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The requisition listing of the organisation in the URL: the server is asked for that organisation's only. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('list', { name: t('opportunities:requisitions.listLabel') }),
    ).toBeVisible();
    const asked = onRequest.mock.calls.map((call) => (call[0] as URL).searchParams.get('organisation'));
    await expect(asked).toContain('3');
  },
};
