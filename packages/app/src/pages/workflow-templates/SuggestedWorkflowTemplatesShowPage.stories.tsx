import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { t } from '../../../../../.storybook/story-text.ts';
import {
  settingsServer,
  storySettingsManager,
  storySuggestedTemplates,
} from '../../features/settings/stories/index.ts';
import { routePaths } from '../../routes/route-names.ts';
import { PageStory } from '../../shared/stories/index.ts';
import { Page } from './SuggestedWorkflowTemplatesShowPage.tsx';

const meta = {
  title: 'Screens/Organisation/Suggested workflow template',
  component: PageStory,
  tags: ['autodocs'],
  args: {
    page: Page,
    path: routePaths.SuggestedWorkflowTemplatesShow,
    url: '/suggested-workflow-templates/900',
    user: storySettingsManager,
  },
  beforeEach: ({ msw }) => {
    msw.use(...settingsServer({ suggested: storySuggestedTemplates }));
  },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A suggested template, read-only: its stages and tasks, with nothing to add or change. */
export const Overview: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Application process' })).toBeVisible();
    await expect(canvas.getByText(t('organisation:workflowTemplates.suggestedBadge'))).toBeVisible();
    const stages = canvas.getByRole('list', { name: t('organisation:workflowTemplates.show.stagesLabel') });
    await expect(within(stages).getAllByRole('heading', { level: 2 })).toHaveLength(4);
    await expect(
      within(stages).getAllByText(t('organisation:workflowTemplates.securityGroups.senior-leadership')),
    ).toHaveLength(2);
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
  },
};
