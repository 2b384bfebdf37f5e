import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { t } from '../../../../../.storybook/story-text.ts';
import {
  settingsServer,
  storyArchivedTemplate,
  storySettingsManager,
  storySuggestedTemplates,
  storyWorkflowTemplate,
} from '../../features/settings/stories/index.ts';
import { routePaths } from '../../routes/route-names.ts';
import { atPhoneWidth, expectNoSidewaysScroll, fieldLabel, PageStory } from '../../shared/stories/index.ts';
import { Page as WorkflowTemplatesShowPage } from '../workflow-templates/WorkflowTemplatesShowPage.tsx';
import { Page } from './OrgWorkflowTemplatesPage.tsx';

const writes = fn<(call: string) => void>();

const meta = {
  title: 'Screens/Organisation/Workflow templates',
  component: PageStory,
  tags: ['autodocs'],
  args: {
    page: Page,
    path: routePaths.OrgWorkflowTemplates,
    url: '/orgs/3/settings/workflow-templates',
    user: storySettingsManager,
    leadsTo: [{ path: routePaths.WorkflowTemplatesShow, page: WorkflowTemplatesShowPage }],
  },
  beforeEach: ({ msw }) => {
    writes.mockClear();
    msw.use(
      ...settingsServer(
        { templates: [storyWorkflowTemplate], suggested: storySuggestedTemplates, positions: [] },
        writes,
      ),
    );
  },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The organisation's template with its stages and tasks counted, its archived one listed apart without
 * actions, and the suggested templates beside them.
 */
export const Overview: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      ...settingsServer({
        templates: [storyWorkflowTemplate, storyArchivedTemplate],
        suggested: storySuggestedTemplates,
        positions: [],
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const own = await canvas.findByRole('list', { name: t('organisation:workflowTemplates.ownLabel') });
    await expect(within(own).getByRole('link', { name: 'Full-term application' })).toBeVisible();
    await expect(within(own).queryByRole('link', { name: 'Short-term application (2024)' })).toBeNull();
    const archived = canvas.getByRole('list', { name: t('organisation:workflowTemplates.archivedLabel') });
    await expect(within(archived).getByRole('link', { name: 'Short-term application (2024)' })).toBeVisible();
    await expect(within(archived).queryByRole('button')).toBeNull();
  },
};

/**
 * A blank template: its name and first stage's name are needed before anything is sent; then it is
 * created and opens, its one stage without tasks.
 */
export const CreateABlankTemplate: Story = {
  name: 'Create a blank template',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(
      await canvas.findByRole('button', { name: t('organisation:workflowTemplates.blank.action') }),
    );
    const dialog = await body.findByRole(
      'dialog',
      { name: t('organisation:workflowTemplates.blank.title') },
      { timeout: 5000 },
    );
    const submit = within(dialog).getByRole('button', {
      name: t('organisation:workflowTemplates.create.submit'),
    });
    await userEvent.click(submit);
    await expect(
      await within(dialog).findByText(t('organisation:workflowTemplates.blank.stageMissing')),
    ).toBeVisible();
    await expect(writes).not.toHaveBeenCalled();
    await userEvent.type(
      within(dialog).getByRole('textbox', {
        name: fieldLabel(t('organisation:workflowTemplates.create.name')),
      }),
      'Medical staff application',
    );
    await userEvent.type(
      within(dialog).getByRole('textbox', {
        name: fieldLabel(t('organisation:workflowTemplates.blank.stage')),
      }),
      'Enquiry',
    );
    await userEvent.click(submit);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Medical staff application' }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.getByText(t('organisation:workflowTemplates.show.noTasks'))).toBeVisible();
    await expect(writes.mock.calls.map(([call]) => call)).toEqual([
      'POST /api/organisations/3/workflow-templates',
    ]);
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

/** No template yet: the empty list offers to start from a suggested one; on a phone nothing scrolls sideways. */
export const Empty: Story = {
  ...atPhoneWidth,
  beforeEach: ({ msw }) => {
    msw.use(...settingsServer({ templates: [], suggested: storySuggestedTemplates }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('organisation:workflowTemplates.empty'))).toBeVisible();
    // The button comes with the suggested templates, a call of its own.
    await expect(
      await canvas.findByRole('button', { name: t('organisation:workflowTemplates.create.action') }),
    ).toBeVisible();
    await expectNoSidewaysScroll();
  },
};

/**
 * A template made from the suggested application process under a name of its own: its four stages
 * created, each suggested task taken into its stage in order, then the new template opens, every task
 * marked as from a suggestion.
 */
export const CreateFromASuggestion: Story = {
  name: 'Create from a suggestion',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const suggestedList = await canvas.findByRole('list', {
      name: t('organisation:workflowTemplates.suggestedLabel'),
    });
    await userEvent.click(
      within(suggestedList).getByRole('button', {
        name: t('organisation:workflowTemplates.create.useLabel', { name: 'Application process' }),
      }),
    );
    const dialog = await body.findByRole('dialog', {
      name: t('organisation:workflowTemplates.create.title'),
    });
    const name = within(dialog).getByRole('textbox', {
      name: fieldLabel(t('organisation:workflowTemplates.create.name')),
    });
    await expect(name).toHaveValue('Application process');
    await userEvent.clear(name);
    await userEvent.type(name, 'Full-term application (2027)');
    await userEvent.click(
      within(dialog).getByRole('button', { name: t('organisation:workflowTemplates.create.submit') }),
    );

    await expect(
      await canvas.findByRole(
        'heading',
        { level: 1, name: 'Full-term application (2027)' },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    const stages = canvas.getByRole('list', { name: t('organisation:workflowTemplates.show.stagesLabel') });
    await expect(
      within(stages)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(['1. Enquiry', '2. Application', '3. Assessment', '4. Appointment']);
    await expect(
      within(stages)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual([
      'Enquiry form',
      'Application form',
      'References',
      'Medical',
      'Interview',
      'Appointment decision',
    ]);
    await expect(
      within(stages).getAllByText(t('organisation:workflowTemplates.show.fromSuggestion')),
    ).toHaveLength(6);
    await expect(writes.mock.calls.map(([call]) => call)).toEqual([
      'POST /api/organisations/3/workflow-templates',
      ...[9001, 9002, 9003, 9004, 9005, 9006].map(
        (task) => `PUT /api/workflow-templates/5000/suggested-tasks/${task}`,
      ),
    ]);
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};
