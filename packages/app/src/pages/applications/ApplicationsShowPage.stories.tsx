import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { t } from '../../../../../.storybook/story-text.ts';
import {
  applicationPageServer,
  officeApplicationActions,
  storyApplicant,
  storyApplicantTaskInstances,
  storyApplication,
  storyLeadership,
} from '../../features/applications/stories/index.ts';
import { TodayContext } from '../../features/people/index.ts';
import { routePaths } from '../../routes/route-names.ts';
import { atPhoneWidth, expectNoSidewaysScroll, PageStory } from '../../shared/stories/index.ts';
import { storyOfficeStaff } from '../../shell/stories/office-staff.ts';
import { Page as TaskInstancePage } from '../workflows/TaskInstancePage.tsx';
import { Page as ByIdPage } from './ApplicationsShowByIdPage.tsx';
import { Page } from './ApplicationsShowPage.tsx';

const writes = fn<(call: string, body: unknown) => void>();

/** The page on a fixed day, so that the dates it works out (overdue, today's appointment) stay the same. */
function OnAFixedDay() {
  return (
    <TodayContext.Provider value="2026-11-29">
      <Page />
    </TodayContext.Provider>
  );
}

const meta = {
  title: 'Screens/Applications/Application',
  component: PageStory,
  tags: ['autodocs'],
  args: {
    page: OnAFixedDay,
    path: routePaths.ApplicationsShow,
    url: '/applications/1042',
    user: storyOfficeStaff,
    childRoutes: [
      {
        path: routePaths.ApplicationsShowTaskInstance.slice(routePaths.ApplicationsShow.length + 1),
        page: TaskInstancePage,
      },
    ],
  },
  beforeEach: ({ msw }) => {
    writes.mockClear();
    msw.use(...applicationPageServer({}, writes));
  },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const stagesOf = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('list', { name: t('applications:application.show.stagesLabel') });

/** The screen as people see it: an application as office staff open it, its stages and tasks. */
export const Overview: Story = {};

/**
 * Office staff's view: the title with its status and term type, what they may do (put on hold, reject,
 * abandon, appoint), the applicant linking to her profile, the positions held, and the stages in order,
 * the current one marked, each task with who does it and when it is due, an overdue one marked.
 */
export const OfficeStaff: Story = {
  name: 'Office staff: the application with every action',
  tags: ['R-ROUTE-013'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Teacher at Rift Valley Academy' }),
    ).toBeVisible();
    await expect(canvas.getByText(t('ui:status.application.IN_PROGRESS'))).toBeVisible();
    for (const action of ['putOnHold', 'reject', 'abandon', 'appoint']) {
      await expect(
        canvas.getByRole('button', { name: t(`applications:application.actions.${action}`) }),
      ).toBeVisible();
    }
    await expect(await canvas.findByRole('link', { name: 'Amara Okafor' })).toHaveAttribute(
      'href',
      '/person-profiles/102',
    );
    const stages = await waitFor(() => stagesOf(canvasElement));
    await expect(within(stages).getAllByRole('heading', { level: 2 })).toHaveLength(3);
    await expect(stages).toHaveTextContent(t('applications:application.stageStatus.IN_PROGRESS'));
    await expect(within(stages).getByRole('link', { name: 'Medical report' })).toHaveAttribute(
      'href',
      '/applications/1042/tasks/2003/instances/8003',
    );
    await expect(stages).toHaveTextContent(t('applications:application.show.overdue'));
    await waitFor(() => expect(stages).toHaveTextContent('Margaret Osei'));
  },
};

/** Leadership run the application too, but never appoint: no Appoint button. */
export const Leadership: Story = {
  name: 'Leadership: every action but appointing',
  args: { user: storyLeadership },
  beforeEach: ({ msw }) => {
    msw.use(
      ...applicationPageServer({
        application: {
          ...storyApplication,
          user_can: officeApplicationActions.filter((action) => action !== 'appoint'),
        },
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('button', { name: t('applications:application.actions.putOnHold') }),
    ).toBeVisible();
    await expect(
      canvas.queryByRole('button', { name: t('applications:application.actions.appoint') }),
    ).toBeNull();
  },
};

/**
 * The applicant's view on a phone: what waits on her, her own tasks only, and Withdraw as her one
 * action; nothing scrolls sideways.
 */
export const Applicant: Story = {
  name: 'Applicant: what waits on her, and withdrawing',
  ...atPhoneWidth,
  args: { user: storyApplicant },
  beforeEach: ({ msw }) => {
    msw.use(
      ...applicationPageServer({
        application: { ...storyApplication, user_can: ['abandon'] },
        instances: storyApplicantTaskInstances,
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(t('applications:application.waiting.onYou', { count: 1, stage: 'Assessment' })),
    ).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: t('applications:application.actions.withdraw') }),
    ).toBeVisible();
    await expect(
      canvas.queryByRole('button', { name: t('applications:application.actions.putOnHold') }),
    ).toBeNull();
    const stages = stagesOf(canvasElement);
    await expect(within(stages).getAllByRole('link')).toHaveLength(2);
    await expect(stages).toHaveTextContent(t('applications:application.assignees.you'));
    await expectNoSidewaysScroll();
  },
};

/** Withdrawing asks first; confirmed, the application is abandoned. */
export const Withdraw: Story = {
  name: 'Applicant withdraws after confirming',
  args: { user: storyApplicant },
  beforeEach: ({ msw }) => {
    msw.use(
      ...applicationPageServer(
        {
          application: { ...storyApplication, user_can: ['abandon'] },
          instances: storyApplicantTaskInstances,
        },
        writes,
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(
      await canvas.findByRole('button', { name: t('applications:application.actions.withdraw') }),
    );
    const dialog = await body.findByRole(
      'alertdialog',
      { name: t('applications:application.withdraw.title') },
      { timeout: 5000 },
    );
    await userEvent.click(
      within(dialog).getByRole('button', { name: t('applications:application.withdraw.confirm') }),
    );
    await expect(await canvas.findByText(t('ui:status.application.ABANDONED'))).toBeVisible();
    await expect(writes.mock.calls).toEqual([
      ['POST /api/applications/42/transitions', { action: 'abandon', version: 3 }],
    ]);
  },
};

/** Rejecting asks why: sent without a note, the dialog says it is needed; with one, it is sent. */
export const Reject: Story = {
  name: 'Reject with a note',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(
      await canvas.findByRole('button', { name: t('applications:application.actions.reject') }),
    );
    // The dialog's fields load when it first opens.
    const dialog = await body.findByRole(
      'dialog',
      { name: t('applications:application.reject.title') },
      { timeout: 5000 },
    );
    await userEvent.click(
      within(dialog).getByRole('button', { name: t('applications:application.reject.submit') }),
    );
    await expect(
      await within(dialog).findByText(t('applications:application.reject.noteMissing')),
    ).toBeVisible();
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: new RegExp(t('applications:application.reject.note')) }),
      'No teaching post this year.',
    );
    await userEvent.click(
      within(dialog).getByRole('button', { name: t('applications:application.reject.submit') }),
    );
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(await canvas.findByText(t('ui:status.application.REJECTED'))).toBeVisible();
    await expect(writes.mock.calls).toEqual([
      [
        'POST /api/applications/42/transitions',
        { action: 'reject', version: 3, note: 'No teaching post this year.' },
      ],
    ]);
  },
};

/** Appointing: the only applicant is chosen, the term type is the application's, the date today. */
export const Appoint: Story = {
  name: 'Appoint the applicant',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(
      await canvas.findByRole('button', { name: t('applications:application.actions.appoint') }),
    );
    const dialog = await body.findByRole(
      'dialog',
      { name: t('applications:application.appoint.title') },
      { timeout: 5000 },
    );
    await waitFor(() => expect(dialog).toHaveTextContent('Amara Okafor'));
    await expect(
      within(dialog).getByRole('radio', { name: t('applications:application.termType.FULL_TERM') }),
    ).toBeChecked();
    await userEvent.click(
      within(dialog).getByRole('button', { name: t('applications:application.appoint.submit') }),
    );
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(await canvas.findByText(t('ui:status.application.APPOINTED'))).toBeVisible();
    await expect(
      await canvas.findByRole('heading', { level: 2, name: t('applications:application.show.appointments') }),
    ).toBeVisible();
    await expect(writes.mock.calls).toEqual([
      [
        'POST /api/applications/42/appointment',
        { appointee_id: 102, term_type: 'FULL_TERM', appointment_date: '2026-11-29', version: 3 },
      ],
    ]);
  },
};

/**
 * Someone else changed the application meanwhile: putting it on hold is refused (409) with a button that
 * reads the latest version, after which it goes through.
 */
export const StaleVersion: Story = {
  name: 'A change made meanwhile: reload, then try again',
  beforeEach: ({ msw }) => {
    msw.use(...applicationPageServer({ serverVersion: 4 }, writes));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: t('applications:application.actions.putOnHold') }),
    );
    const reload = await canvas.findByRole('button', { name: t('applications:application.stale.reload') });
    await expect(canvas.getByText(t('applications:application.stale.title'))).toBeVisible();
    await userEvent.click(reload);
    await waitFor(() => expect(canvas.queryByText(t('applications:application.stale.title'))).toBeNull());
    await userEvent.click(
      canvas.getByRole('button', { name: t('applications:application.actions.putOnHold') }),
    );
    await expect(await canvas.findByText(t('ui:status.application.ON_HOLD'))).toBeVisible();
    await expect(writes.mock.calls.map(([, body]) => (body as { version: number }).version)).toEqual([3, 4]);
  },
};

/**
 * A FORM task opened over the application at its own address, on a phone: the form with the answer so
 * far, saved as it is typed, with "Mark as done" and, for office staff, "Not applicable".
 */
export const FormTask: Story = {
  name: 'A form task open over the application',
  tags: ['R-ROUTE-014', 'R-ROUTE-051'],
  ...atPhoneWidth,
  args: { url: '/applications/1042/tasks/2002/instances/8002' },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Application form' });
    await expect(
      await within(dialog).findByRole('textbox', { name: /Why do you want to serve with us\?/ }),
    ).toHaveValue('To teach children who would otherwise go without.');
    await expect(
      within(dialog).getByRole('button', { name: t('applications:application.task.markDone') }),
    ).toBeVisible();
    await expect(
      within(dialog).getByRole('button', { name: t('applications:application.task.notApplicable') }),
    ).toBeVisible();
    await expect(canvasElement.querySelector('main')).toHaveAttribute(
      'data-pathname',
      '/applications/1042/tasks/2002/instances/8002',
    );
  },
};

/**
 * A DECISION task: approving needs a choice; approved with a note, it is sent and the dialog closes back
 * to the application, whose stage shows the decision.
 */
export const DecisionTask: Story = {
  name: 'A decision task: approve with a note',
  args: { url: '/applications/1042/tasks/2004/instances/8004' },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Interview with the candidate director' });
    await expect(dialog).toHaveTextContent('A conversation about calling, gifts and expectations.');
    const submit = within(dialog).getByRole('button', {
      name: t('applications:application.task.submitDecision'),
    });
    await userEvent.click(submit);
    await expect(
      await within(dialog).findByText(t('applications:application.task.decisionMissing')),
    ).toBeVisible();
    await userEvent.click(
      within(dialog).getByRole('radio', { name: t('applications:application.task.approve') }),
    );
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: new RegExp(t('applications:application.task.note')) }),
      'A clear calling.',
    );
    await userEvent.click(submit);
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(canvasElement.querySelector('main')).toHaveAttribute('data-pathname', '/applications/1042');
    await expect(writes.mock.calls).toEqual([
      [
        'POST /api/task-instances/8004/transitions',
        { action: 'complete', version: 1, decision: 'APPROVED', note: 'A clear calling.' },
      ],
    ]);
    const stages = stagesOf(canvasElement);
    await waitFor(() => expect(stages).toHaveTextContent(t('applications:application.decision.APPROVED')));
  },
};

/**
 * A DOCUMENT task: its files with a drop zone to attach one; marked done with none attached, the server
 * refuses and the dialog says to attach the document first.
 */
export const DocumentTask: Story = {
  name: 'A document task marked done without a file',
  args: { url: '/applications/1042/tasks/2003/instances/8003' },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Medical report' });
    await expect(await within(dialog).findByText(t('applications:application.task.upload'))).toBeVisible();
    await userEvent.click(
      within(dialog).getByRole('button', { name: t('applications:application.task.markDone') }),
    );
    await expect(
      await within(dialog).findByText(t('applications:application.task.workMissing.DOCUMENT')),
    ).toBeVisible();
  },
};

/** By its full id, the same page, and its tasks open at the full-id task-instance address. */
export const ById: Story = {
  name: 'The application by its full id',
  tags: ['R-ROUTE-015'],
  args: {
    page: ByIdPage,
    path: routePaths.ApplicationsShowById,
    url: '/applications/42',
    childRoutes: [
      {
        path: routePaths.ApplicationsShowByIdTaskInstance.slice(routePaths.ApplicationsShowById.length + 1),
        page: TaskInstancePage,
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Teacher at Rift Valley Academy' }),
    ).toBeVisible();
    const link = await canvas.findByRole('link', { name: 'Interview with the candidate director' });
    await expect(link).toHaveAttribute('href', '/applications/42/tasks/2004/instances/8004');
    await userEvent.click(link);
    await expect(
      await within(canvasElement.ownerDocument.body).findByRole('dialog', {
        name: 'Interview with the candidate director',
      }),
    ).toBeVisible();
  },
};
