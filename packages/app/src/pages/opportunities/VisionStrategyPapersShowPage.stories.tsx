import { formatDisplayTimestamp } from '@mobilise/ui/dates';
import { toLanguage } from '@mobilise/ui/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyLanguage, t } from '../../../../../.storybook/story-text.ts';
import { opportunitiesHandlers, storyPaper } from '../../features/opportunities/stories/index.ts';
import { routePaths } from '../../routes/route-names.ts';
import { PageStory } from '../../shared/stories/index.ts';
import { storyOfficeStaff } from '../../shell/stories/office-staff.ts';
import { Page } from './VisionStrategyPapersShowPage.tsx';

const meta = {
  title: 'Screens/Opportunities/Vision and strategy paper',
  component: PageStory,
  tags: ['autodocs'],
  args: {
    page: Page,
    path: routePaths.VisionStrategyPapersShow,
    url: '/vision-strategy-papers/3011',
    user: storyOfficeStaff,
  },
  beforeEach: ({ msw }) => {
    msw.use(opportunitiesHandlers.paper([storyPaper]));
  },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The screen as people see it: a paper with its summary and content. */
export const Overview: Story = {};

/** The paper's title, last update, summary and content. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Health care: vision and strategy 2026' }),
    ).toBeVisible();
    await expect(
      canvas.getByText(
        t('opportunities:opportunity.lastUpdated', {
          date: formatDisplayTimestamp('2026-10-03T09:00:00Z', toLanguage(storyLanguage())),
        }),
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('region', { name: t('opportunities:paper.summary') })).toHaveTextContent(
      'Where health care is heading',
    );
    await expect(canvas.getByRole('region', { name: t('opportunities:paper.content') })).toHaveTextContent(
      'Clinics in every province by 2030.',
    );
  },
};

/** A paper without a summary or content yet. */
export const Sparse: Story = {
  beforeEach: ({ msw }) => {
    msw.use(opportunitiesHandlers.paper([{ ...storyPaper, summary: null, content: null }]));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('opportunities:paper.noSummary'))).toBeVisible();
    await expect(canvas.getByText(t('opportunities:paper.noContent'))).toBeVisible();
  },
};

/** An unknown paper, or one the caller does not reach: the server's 404 shows as not found. */
export const NotFound: Story = {
  args: { url: '/vision-strategy-papers/9999' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: t('ui:notFound.title') }),
    ).toBeVisible();
  },
};
