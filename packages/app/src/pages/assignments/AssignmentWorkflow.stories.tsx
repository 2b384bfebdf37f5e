import { toastQueue } from '@mobilise/ui/Toast';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { t } from '../../../../../.storybook/story-text.ts';
import {
  assignmentPageServer,
  assignmentWorkflowServer,
  storyAssignmentWithoutWorkflow,
  storyAssignmentWithWorkflow,
} from '../../features/assignments/stories/index.ts';
import { routePaths } from '../../routes/route-names.ts';
import { PageStory } from '../../shared/stories/index.ts';
import { storyOfficeStaff } from '../../shell/stories/office-staff.ts';
import { Page as TaskInstancePage } from '../workflows/TaskInstancePage.tsx';
import { Page } from './AssignmentsShowPage.tsx';

const writes = fn<(call: string, body: unknown) => void>();

const meta = {
  title: 'Screens/Assignments/Assignment workflow',
  component: PageStory,
  args: {
    page: Page,
    path: routePaths.AssignmentsShow,
    url: '/assignments/1057',
    user: storyOfficeStaff,
    childRoutes: [
      {
        path: routePaths.AssignmentsShowTaskInstance.slice(routePaths.AssignmentsShow.length + 1),
        page: TaskInstancePage,
      },
    ],
  },
  beforeEach: () => {
    writes.mockClear();
    // The toasts' queue is the app's one: a toast of an earlier story must not show in this one's picture.
    toastQueue.clear();
  },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const workflowSection = async (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('region', { name: t('assignments:assignmentPage.sections.workflow') });

/** The picture shows the workflow section, at the page's foot, without the toast that said it started. */
async function pictureWorkflow(section: HTMLElement) {
  toastQueue.clear();
  await waitFor(() => expect(within(section.ownerDocument.body).queryByRole('alertdialog')).toBeNull());
  section.scrollIntoView({ block: 'start' });
}

/**
 * Office staff start the assignment's workflow: the dialog offers the templates the server says it may
 * start from; once started, the section shows its stages, the first
 * under way, and the tasks of each.
 */
export const StartWorkflow: Story = {
  name: 'Office staff start the workflow from a template',
  tags: ['R-ROUTE-016'],
  beforeEach: ({ msw }) => {
    // The workflow's handlers first: they answer the assignment as a start changes it.
    msw.use(
      ...assignmentWorkflowServer(storyAssignmentWithoutWorkflow, writes),
      ...assignmentPageServer({ assignment: storyAssignmentWithoutWorkflow }),
    );
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const section = await workflowSection(canvasElement);
    await expect(section).toHaveTextContent(t('assignments:assignmentPage.workflow.none'));
    await userEvent.click(
      within(section).getByRole('button', { name: t('assignments:assignmentPage.workflow.start') }),
    );
    const dialog = await body.findByRole('dialog', {
      name: t('assignments:assignmentPage.workflow.startTitle'),
    });
    await userEvent.click(
      await within(dialog).findByRole('button', {
        name: new RegExp(t('assignments:assignmentPage.workflow.template')),
      }),
    );
    const options = within(await body.findByRole('listbox')).getAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual(['Going to the field']);
    await userEvent.click(options[0] as HTMLElement);
    await userEvent.click(
      within(dialog).getByRole('button', { name: t('assignments:assignmentPage.workflow.start') }),
    );
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(writes.mock.calls).toEqual([
      ['POST /api/assignments/57/workflow', { workflow_template_id: 71, version: 4 }],
    ]);
    await expect(await within(section).findByRole('link', { name: 'Arrival call' })).toHaveAttribute(
      'href',
      '/assignments/1057/tasks/1003/instances/9003',
    );
    await expect(section).toHaveTextContent('Preparation');
    await expect(
      within(section).queryByRole('button', { name: t('assignments:assignmentPage.workflow.start') }),
    ).toBeNull();
    await pictureWorkflow(section);
  },
};

/**
 * A task of the assignment opened in place, at its child route: the dialog over the page, done there
 * with a decision; closing it goes back to the assignment, whose stage shows the task done.
 */
export const TaskOpenedInPlace: Story = {
  name: 'A task of the assignment opened in place and done',
  tags: ['R-ROUTE-016'],
  args: { url: '/assignments/1057/tasks/1002/instances/9002' },
  beforeEach: ({ msw }) => {
    // The workflow's handlers first: they answer the assignment as a start changes it.
    msw.use(
      ...assignmentWorkflowServer(storyAssignmentWithWorkflow, writes),
      ...assignmentPageServer({ assignment: storyAssignmentWithWorkflow }),
    );
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Pre-field checklist' });
    await userEvent.click(
      within(dialog).getByRole('radio', { name: t('applications:application.task.approve') }),
    );
    await userEvent.click(
      within(dialog).getByRole('button', { name: t('applications:application.task.submitDecision') }),
    );
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(canvasElement.querySelector('main')).toHaveAttribute('data-pathname', '/assignments/1057');
    await expect(writes.mock.calls).toEqual([
      [
        'POST /api/task-instances/9002/transitions',
        { action: 'complete', version: 1, decision: 'APPROVED', note: null },
      ],
    ]);
    const section = await workflowSection(canvasElement);
    // Both tasks of the first stage done: the one done before, and this one.
    await waitFor(() =>
      expect(within(section).getAllByText(t('applications:application.taskStatus.DONE'))).toHaveLength(2),
    );
    await pictureWorkflow(section);
  },
};
