import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { t } from '../../../../../.storybook/story-text.ts';
import { opportunitiesServer, storyPaper } from '../../features/opportunities/stories/index.ts';
import { routePaths } from '../../routes/route-names.ts';
import { PageStory } from '../../shared/stories/index.ts';
import { storyOfficeStaff } from '../../shell/stories/office-staff.ts';
import { Page } from './VisionStrategyPapersEditPage.tsx';
import { Page as PaperShowPage } from './VisionStrategyPapersShowPage.tsx';

const onWrite = fn();

const meta = {
  title: 'Screens/Opportunities/Edit a vision and strategy paper',
  component: PageStory,
  tags: ['autodocs'],
  args: {
    page: Page,
    path: routePaths.VisionStrategyPapersEdit,
    url: '/vision-strategy-papers/3011/edit',
    user: storyOfficeStaff,
    leadsTo: [{ path: routePaths.VisionStrategyPapersShow, page: PaperShowPage }],
  },
  beforeEach: ({ msw }) => {
    onWrite.mockClear();
    msw.use(...opportunitiesServer({ papers: [storyPaper], onWrite }));
  },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The form over the paper as read; its summary changed and saved at the version read, its page opens. */
export const Saving: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const summary = await canvas.findByRole('textbox', { name: t('opportunities:paper.summary') });
    await expect(summary).toHaveValue('Where health care is heading');
    await userEvent.clear(summary);
    await userEvent.type(summary, 'Clinics in every province');
    await userEvent.click(canvas.getByRole('button', { name: t('opportunities:opportunityForm.save') }));
    await expect(await canvas.findByText('Clinics in every province')).toBeVisible();
    await expect(onWrite).toHaveBeenCalledWith(
      'updateVisionStrategyPaper',
      expect.objectContaining({ version: 1, summary: 'Clinics in every province' }),
    );
  },
};
