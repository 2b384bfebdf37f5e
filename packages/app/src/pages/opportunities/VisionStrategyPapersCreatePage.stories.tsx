import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { t } from '../../../../../.storybook/story-text.ts';
import { opportunitiesServer, storyPaper } from '../../features/opportunities/stories/index.ts';
import { routePaths } from '../../routes/route-names.ts';
import { PageStory } from '../../shared/stories/index.ts';
import { storyOfficeStaff } from '../../shell/stories/office-staff.ts';
import { Page } from './VisionStrategyPapersCreatePage.tsx';
import { Page as PaperShowPage } from './VisionStrategyPapersShowPage.tsx';

const onWrite = fn();

const meta = {
  title: 'Screens/Opportunities/Create a vision and strategy paper',
  component: PageStory,
  tags: ['autodocs'],
  args: {
    page: Page,
    path: routePaths.VisionStrategyPapersCreate,
    url: '/vision-strategy-papers/create',
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

/** The form: organisation, title, region, summary and content. */
export const Overview: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', {
        level: 1,
        name: t('opportunities:opportunityForm.createTitle.paper'),
      }),
    ).toBeVisible();
  },
};

/** The title is asked for first; given, the paper is written and its page opens with Edit. */
export const Creating: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const create = await canvas.findByRole('button', {
      name: t('opportunities:opportunityForm.create.paper'),
    });
    await userEvent.click(create);
    await expect(await canvas.findByText(t('opportunities:opportunityForm.titleMissing'))).toBeVisible();
    await userEvent.type(
      canvas.getByRole('textbox', { name: new RegExp(`^${t('opportunities:opportunityForm.title')}`) }),
      'Mobilisation in Iberia 2030',
    );
    await userEvent.type(
      canvas.getByRole('textbox', { name: t('opportunities:paper.summary') }),
      'Churches sending to churches',
    );
    await userEvent.click(create);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Mobilisation in Iberia 2030' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('opportunities:recordActions.edit') })).toBeVisible();
    await expect(onWrite).toHaveBeenCalledWith(
      'createVisionStrategyPaper',
      expect.objectContaining({
        organisation_id: 3,
        title: 'Mobilisation in Iberia 2030',
        summary: 'Churches sending to churches',
        content: null,
        region_id: null,
      }),
    );
  },
};
