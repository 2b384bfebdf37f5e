import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { t } from '../../../../../.storybook/story-text.ts';
import {
  type SettingsServerState,
  settingsServer,
  storyArchivedTemplate,
  storyPositions,
  storySettingsManager,
  storySuggestedTemplates,
  storyWorkflowTemplate,
} from '../../features/settings/stories/index.ts';
import { routePaths } from '../../routes/route-names.ts';
import { atPhoneWidth, expectNoSidewaysScroll, fieldLabel, PageStory } from '../../shared/stories/index.ts';
import { Page as OrgWorkflowTemplatesPage } from '../organisation/OrgWorkflowTemplatesPage.tsx';
import { Page as WorkflowTaskPage } from './WorkflowTaskPage.tsx';
import { Page } from './WorkflowTemplatesShowPage.tsx';

const writes = fn<(call: string) => void>();

/**
 * The story's server: the template, the suggested ones and the positions, with what a story changes in
 * that (a 409 or 422 to meet, another template); the writes seen so far are forgotten.
 */
const serving =
  (state: SettingsServerState = {}) =>
  ({ msw }: Pick<StoryContext, 'msw'>) => {
    writes.mockClear();
    msw.use(
      ...settingsServer(
        {
          templates: [storyWorkflowTemplate],
          suggested: storySuggestedTemplates,
          positions: storyPositions,
          ...state,
        },
        writes,
      ),
    );
  };

/** The writes the page sent, by method and path. */
const sent = () => writes.mock.calls.map(([call]) => call);

const meta = {
  title: 'Screens/Organisation/Workflow template',
  component: PageStory,
  tags: ['autodocs'],
  args: {
    page: Page,
    path: routePaths.WorkflowTemplatesShow,
    url: '/workflow-templates/20',
    user: storySettingsManager,
    leadsTo: [{ path: routePaths.OrgWorkflowTemplates, page: OrgWorkflowTemplatesPage }],
    childRoutes: [
      {
        path: routePaths.WorkflowTemplatesShowTask.slice(routePaths.WorkflowTemplatesShow.length + 1),
        page: WorkflowTaskPage,
      },
    ],
  },
  beforeEach: serving(),
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The stages in order with their tasks: who does each (the applicant, the holder of a position by its
 * name), when it is due, what completes it and whether it came from a suggestion; a stage without tasks
 * says so. On a phone nothing scrolls sideways.
 */
export const Overview: Story = {
  ...atPhoneWidth,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Full-term application' }),
    ).toBeVisible();
    const stages = canvas.getByRole('list', { name: t('organisation:workflowTemplates.show.stagesLabel') });
    const [enquiry, assessment, appointment] = within(stages)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === stages);
    await expect(enquiry).toHaveTextContent(t('organisation:workflowTemplates.show.fromSuggestion'));
    await expect(enquiry).toHaveTextContent(t('organisation:workflowTemplates.assignees.APPLICANT'));
    await expect(enquiry).toHaveTextContent(
      t('organisation:workflowTemplates.completion.formNamed', { name: 'Enquiry' }),
    );
    await expect(enquiry).toHaveTextContent(t('organisation:workflowTemplates.show.dueAfter', { count: 7 }));
    await waitFor(() =>
      expect(assessment).toHaveTextContent(
        t('organisation:workflowTemplates.assignees.positionNamed', { name: 'Candidate Director' }),
      ),
    );
    await expect(assessment).not.toHaveTextContent(t('organisation:workflowTemplates.show.fromSuggestion'));
    await expect(appointment).toHaveTextContent(t('organisation:workflowTemplates.show.noTasks'));
    await expectNoSidewaysScroll();
  },
};

/** By keyboard, a suggested task is taken into the empty Appointment stage and shows there from a suggestion. */
export const AddASuggestedTask: Story = {
  name: 'Add a suggested task to a stage',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const add = await canvas.findByRole('button', {
      name: t('organisation:workflowTemplates.accept.stageActionLabel', { stage: 'Appointment' }),
    });
    add.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('dialog', {
      name: t('organisation:workflowTemplates.accept.title', { name: 'Full-term application' }),
    });
    // The stage it was opened from is chosen; the task is picked from the suggested ones.
    const [taskPicker, stagePicker] = within(dialog).getAllByRole('button', { expanded: false });
    await expect(stagePicker).toHaveTextContent('Appointment');
    await userEvent.click(taskPicker as HTMLElement);
    const options = await body.findByRole('listbox');
    await userEvent.click(
      within(options).getByRole('option', {
        name: t('organisation:workflowTemplates.accept.taskOption', {
          task: 'Appointment decision',
          template: 'Application process',
          stage: 'Appointment',
        }),
      }),
    );
    await userEvent.click(
      within(dialog).getByRole('button', { name: t('organisation:workflowTemplates.accept.submit') }),
    );
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    const stages = canvas.getByRole('list', { name: t('organisation:workflowTemplates.show.stagesLabel') });
    await expect(
      await within(stages).findByRole('heading', { level: 3, name: 'Appointment decision' }),
    ).toBeVisible();
    await expect(sent()).toEqual(['PUT /api/workflow-templates/20/suggested-tasks/9006']);
  },
};

/** A task's title opens the task over the template at its own address; Escape goes back to the template. */
export const OpenATask: Story = {
  name: 'Open a task over the template',
  tags: ['R-ROUTE-035'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const link = await canvas.findByRole('link', { name: 'Interview with the candidate director' });
    await expect(link).toHaveAttribute('href', '/workflow-templates/20/tasks/2002');
    await userEvent.click(link);
    const dialog = await body.findByRole('dialog', { name: 'Interview with the candidate director' });
    await expect(canvasElement.querySelector('main')).toHaveAttribute(
      'data-pathname',
      '/workflow-templates/20/tasks/2002',
    );
    await expect(dialog).toHaveTextContent('A conversation about calling, gifts and expectations.');
    // The position's name comes with the organisation's positions, a call of its own.
    await waitFor(() =>
      expect(dialog).toHaveTextContent(
        t('organisation:workflowTemplates.assignees.positionNamed', { name: 'Candidate Director' }),
      ),
    );
    await expect(dialog).toHaveTextContent(t('organisation:workflowTemplates.show.dueAfter', { count: 14 }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(canvasElement.querySelector('main')).toHaveAttribute(
      'data-pathname',
      '/workflow-templates/20',
    );
    await expect(canvas.getByRole('heading', { level: 1, name: 'Full-term application' })).toBeVisible();
  },
};

const wt = (key: string, values?: Record<string, unknown>) =>
  t(`organisation:workflowTemplates.${key}`, values);

/** The template's stages list, and the titles of its tasks stage by stage. */
const stagesOf = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('list', { name: wt('show.stagesLabel') });
const taskTitles = (canvasElement: HTMLElement) =>
  within(stagesOf(canvasElement))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

/** Picks an option of a Select of the dialog, found by its label. */
async function choose(dialog: HTMLElement, label: string, option: string) {
  const body = within(dialog.ownerDocument.body);
  await userEvent.click(within(dialog).getByRole('button', { name: new RegExp(label) }));
  await userEvent.click(within(await body.findByRole('listbox')).getByRole('option', { name: option }));
}

/** Presses the page's button of that name and waits for the dialog it opens (a question is an alertdialog). */
async function opened(
  canvasElement: HTMLElement,
  button: string,
  dialog: string,
  role: 'dialog' | 'alertdialog' = 'dialog',
) {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: button }));
  return within(canvasElement.ownerDocument.body).findByRole(role, { name: dialog }, { timeout: 5000 });
}

/** The dialog says someone else changed the template meanwhile; its button reads their version. */
async function reloadWhenStale(dialog: HTMLElement) {
  await expect(await within(dialog).findByText(wt('staleTitle'))).toBeVisible();
  await userEvent.click(within(dialog).getByRole('button', { name: wt('reload') }));
  await waitFor(() => expect(within(dialog).queryByText(wt('staleTitle'))).toBeNull());
}

/** Opens the task dialog of the Appointment stage and fills in a task done by a position's holder with a form. */
async function fillPositionTask(canvasElement: HTMLElement) {
  const dialog = await opened(
    canvasElement,
    wt('taskForm.actionLabel', { stage: 'Appointment' }),
    wt('taskForm.addTitle', { stage: 'Appointment' }),
  );
  await userEvent.type(
    within(dialog).getByRole('textbox', { name: fieldLabel(wt('taskForm.title')) }),
    'Appointment interview',
  );
  await userEvent.click(within(dialog).getByRole('radio', { name: wt('assignees.POSITION') }));
  await choose(dialog, wt('taskForm.position'), 'Personnel Coordinator');
  await choose(dialog, wt('taskForm.form'), wt('forms.application'));
  return dialog;
}

/**
 * Those who may edit add a task of their own to a stage: its title, who does it (a security group, by
 * its role), when it falls due and what completes it (a document). The whole template is sent with the
 * version read, and the task shows in its stage.
 */
export const AddATask: Story = {
  name: 'Add a task to a stage',
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await opened(
      canvasElement,
      wt('taskForm.actionLabel', { stage: 'Appointment' }),
      wt('taskForm.addTitle', { stage: 'Appointment' }),
    );
    // A title is needed before anything is sent.
    await userEvent.click(within(dialog).getByRole('button', { name: wt('taskForm.add') }));
    await expect(await within(dialog).findByText(wt('taskForm.missing.title'))).toBeVisible();
    await expect(writes).not.toHaveBeenCalled();
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: fieldLabel(wt('taskForm.title')) }),
      'Board approval',
    );
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: wt('taskForm.description') }),
      'The board approves the appointment.',
    );
    await userEvent.click(within(dialog).getByRole('radio', { name: wt('assignees.SECURITY_GROUP') }));
    await choose(dialog, wt('taskForm.securityGroup'), wt('securityGroups.senior-leadership'));
    await userEvent.type(within(dialog).getByRole('textbox', { name: wt('taskForm.dueOffset') }), '5');
    await userEvent.click(within(dialog).getByRole('radio', { name: wt('completion.DOCUMENT') }));
    await userEvent.click(within(dialog).getByRole('button', { name: wt('taskForm.add') }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(
      await within(stagesOf(canvasElement)).findByRole('heading', { level: 3, name: 'Board approval' }),
    ).toBeVisible();
    const appointment = within(stagesOf(canvasElement))
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === stagesOf(canvasElement))[2] as HTMLElement;
    await expect(appointment).toHaveTextContent(wt('securityGroups.senior-leadership'));
    await expect(appointment).toHaveTextContent(wt('show.dueAfter', { count: 5 }));
    await expect(appointment).toHaveTextContent(wt('completion.DOCUMENT'));
    await expect(sent()).toEqual(['PATCH /api/workflow-templates/20']);
  },
};

/**
 * A field the server refuses (422: a position removed meanwhile) shows on that field, the dialog open
 * with everything entered kept.
 */
export const AddATaskRefused: Story = {
  name: 'Add a task: a field refused',
  beforeEach: serving({
    refusedFields: { 'stages.2.tasks.0.responsible_position_id': 'is not a position of this organisation' },
  }),
  play: async ({ canvasElement }) => {
    const dialog = await fillPositionTask(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: wt('taskForm.add') }));
    await expect(await within(dialog).findByText('is not a position of this organisation')).toBeVisible();
    await expect(within(dialog).getByRole('textbox', { name: fieldLabel(wt('taskForm.title')) })).toHaveValue(
      'Appointment interview',
    );
    await expect(sent()).toEqual(['PATCH /api/workflow-templates/20']);
  },
};

/**
 * Someone else changed the template meanwhile (409): the dialog says so with a button that reads their
 * version, the input kept; saving again then goes through.
 */
export const AddATaskStale: Story = {
  name: 'Add a task: changed meanwhile',
  beforeEach: serving({ changedMeanwhile: 1 }),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await fillPositionTask(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: wt('taskForm.add') }));
    await reloadWhenStale(dialog);
    await expect(within(dialog).getByRole('textbox', { name: fieldLabel(wt('taskForm.title')) })).toHaveValue(
      'Appointment interview',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: wt('taskForm.add') }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(
      await within(stagesOf(canvasElement)).findByRole('heading', {
        level: 3,
        name: 'Appointment interview',
      }),
    ).toBeVisible();
    await expect(sent()).toEqual(['PATCH /api/workflow-templates/20', 'PATCH /api/workflow-templates/20']);
  },
};

/** A task is changed in its dialog, moved down within its stage, and removed after the question. */
export const EditMoveAndRemoveTasks: Story = {
  name: 'Edit, move and remove tasks',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await opened(
      canvasElement,
      wt('taskActions.editLabel', { title: 'Passport copy' }),
      wt('taskForm.editTitle', { title: 'Passport copy' }),
    );
    const title = within(dialog).getByRole('textbox', { name: fieldLabel(wt('taskForm.title')) });
    await expect(title).toHaveValue('Passport copy');
    await userEvent.clear(title);
    await userEvent.type(title, 'Passport and visa copies');
    await userEvent.click(within(dialog).getByRole('button', { name: wt('taskForm.save') }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(taskTitles(canvasElement)).toEqual([
        'Enquiry form',
        'Passport and visa copies',
        'Interview with the candidate director',
      ]),
    );

    await userEvent.click(
      canvas.getByRole('button', { name: wt('taskActions.downLabel', { title: 'Enquiry form' }) }),
    );
    await waitFor(() =>
      expect(taskTitles(canvasElement)).toEqual([
        'Passport and visa copies',
        'Enquiry form',
        'Interview with the candidate director',
      ]),
    );

    const question = await opened(
      canvasElement,
      wt('taskActions.removeLabel', { title: 'Passport and visa copies' }),
      wt('removeTask.title', { title: 'Passport and visa copies' }),
      'alertdialog',
    );
    await userEvent.click(within(question).getByRole('button', { name: wt('removeTask.confirm') }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await waitFor(() =>
      expect(taskTitles(canvasElement)).toEqual(['Enquiry form', 'Interview with the candidate director']),
    );
    await expect(sent()).toEqual([
      'PATCH /api/workflow-templates/20',
      'PATCH /api/workflow-templates/20',
      'PATCH /api/workflow-templates/20',
    ]);
  },
};

/**
 * Removing a task when someone else changed the template meanwhile (409): the question says so with the
 * button that reads their version, and asked again the task is removed.
 */
export const RemoveATaskStale: Story = {
  name: 'Remove a task: changed meanwhile',
  beforeEach: serving({ changedMeanwhile: 1 }),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const question = await opened(
      canvasElement,
      wt('taskActions.removeLabel', { title: 'Passport copy' }),
      wt('removeTask.title', { title: 'Passport copy' }),
      'alertdialog',
    );
    await userEvent.click(within(question).getByRole('button', { name: wt('removeTask.confirm') }));
    await reloadWhenStale(question);
    await userEvent.click(within(question).getByRole('button', { name: wt('removeTask.confirm') }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await waitFor(() =>
      expect(taskTitles(canvasElement)).toEqual(['Enquiry form', 'Interview with the candidate director']),
    );
    await expect(sent()).toEqual(['PATCH /api/workflow-templates/20', 'PATCH /api/workflow-templates/20']);
  },
};

/** The template is renamed, and a stage added after the others. */
export const RenameAndAddAStage: Story = {
  name: 'Rename and add a stage',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const rename = await opened(
      canvasElement,
      wt('rename.action'),
      wt('rename.title', { name: 'Full-term application' }),
    );
    const name = within(rename).getByRole('textbox', { name: fieldLabel(wt('rename.name')) });
    await userEvent.clear(name);
    await userEvent.type(name, 'Full-term application (2027)');
    await userEvent.click(within(rename).getByRole('button', { name: wt('rename.submit') }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Full-term application (2027)' }),
    ).toBeVisible();
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());

    const addStage = await opened(
      canvasElement,
      wt('addStage.action'),
      wt('addStage.title', { name: 'Full-term application (2027)' }),
    );
    await userEvent.type(
      within(addStage).getByRole('textbox', { name: fieldLabel(wt('addStage.name')) }),
      'Orientation',
    );
    await userEvent.click(within(addStage).getByRole('button', { name: wt('addStage.submit') }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(
      await within(stagesOf(canvasElement)).findByRole('heading', {
        level: 2,
        name: wt('show.stage', { number: 4, name: 'Orientation' }),
      }),
    ).toBeVisible();
    await expect(sent()).toEqual(['PATCH /api/workflow-templates/20', 'PATCH /api/workflow-templates/20']);
  },
};

/** The stages' headings in order. */
const stageHeadings = (canvasElement: HTMLElement) =>
  within(stagesOf(canvasElement))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

/** A stage is renamed and moved up; a stage without tasks is removed, asked first. */
export const RenameMoveAndRemoveAStage: Story = {
  name: 'Rename, move and remove a stage',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const rename = await opened(
      canvasElement,
      wt('stageActions.renameLabel', { name: 'Assessment' }),
      wt('renameStage.title', { name: 'Assessment' }),
    );
    const name = within(rename).getByRole('textbox', { name: fieldLabel(wt('addStage.name')) });
    await expect(name).toHaveValue('Assessment');
    await userEvent.clear(name);
    await userEvent.type(name, 'Interviews');
    await userEvent.click(within(rename).getByRole('button', { name: wt('rename.submit') }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(stageHeadings(canvasElement)).toEqual([
        wt('show.stage', { number: 1, name: 'Enquiry' }),
        wt('show.stage', { number: 2, name: 'Interviews' }),
        wt('show.stage', { number: 3, name: 'Appointment' }),
      ]),
    );

    await userEvent.click(
      canvas.getByRole('button', { name: wt('stageActions.upLabel', { name: 'Interviews' }) }),
    );
    await waitFor(() =>
      expect(stageHeadings(canvasElement)).toEqual([
        wt('show.stage', { number: 1, name: 'Interviews' }),
        wt('show.stage', { number: 2, name: 'Enquiry' }),
        wt('show.stage', { number: 3, name: 'Appointment' }),
      ]),
    );
    // Its tasks went with it.
    await expect(taskTitles(canvasElement)).toEqual([
      'Interview with the candidate director',
      'Enquiry form',
      'Passport copy',
    ]);

    const question = await opened(
      canvasElement,
      wt('stageActions.removeLabel', { name: 'Appointment' }),
      wt('removeStage.title', { name: 'Appointment' }),
      'alertdialog',
    );
    await expect(within(question).getByText(wt('removeStage.body', { count: 0 }))).toBeVisible();
    await userEvent.click(within(question).getByRole('button', { name: wt('removeStage.confirm') }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await waitFor(() =>
      expect(stageHeadings(canvasElement)).toEqual([
        wt('show.stage', { number: 1, name: 'Interviews' }),
        wt('show.stage', { number: 2, name: 'Enquiry' }),
      ]),
    );
    await expect(sent()).toEqual([
      'PATCH /api/workflow-templates/20',
      'PATCH /api/workflow-templates/20',
      'PATCH /api/workflow-templates/20',
    ]);
  },
};

/** Archiving asks first, then leads back to the organisation's templates, where it is listed apart. */
export const Archive: Story = {
  name: 'Archive the template',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const question = await opened(
      canvasElement,
      wt('archive.action'),
      wt('archive.title', { name: 'Full-term application' }),
      'alertdialog',
    );
    await userEvent.click(within(question).getByRole('button', { name: wt('archive.confirm') }));
    const archived = await canvas.findByRole('list', { name: wt('archivedLabel') });
    await expect(within(archived).getByRole('link', { name: 'Full-term application' })).toBeVisible();
    await expect(sent()).toEqual(['DELETE /api/workflow-templates/20']);
  },
};

/** An archived template reads as archived, with nothing to change. */
export const Archived: Story = {
  args: { url: '/workflow-templates/21' },
  beforeEach: serving({ templates: [storyArchivedTemplate], suggested: [] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Short-term application (2024)' }),
    ).toBeVisible();
    await expect(canvas.getByText(wt('archivedBadge'))).toBeVisible();
    await expect(canvas.queryByRole('button', { name: wt('rename.action') })).toBeNull();
    await expect(canvas.queryByRole('button', { name: wt('archive.action') })).toBeNull();
    await expect(
      canvas.queryByRole('button', { name: wt('taskForm.actionLabel', { stage: 'Application' }) }),
    ).toBeNull();
  },
};
