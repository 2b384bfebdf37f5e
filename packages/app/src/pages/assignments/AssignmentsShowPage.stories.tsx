import type { AssignmentChange } from '@mobilise/contract';
import { toastQueue } from '@mobilise/ui/Toast';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { containing, t } from '../../../../../.storybook/story-text.ts';
import { assignmentPageServer, storyAssignment } from '../../features/assignments/stories/index.ts';
import { routePaths } from '../../routes/route-names.ts';
import { atPhoneWidth, expectNoSidewaysScroll, PageStory } from '../../shared/stories/index.ts';
import { storyOfficeStaff } from '../../shell/stories/office-staff.ts';
import { Page } from './AssignmentsShowPage.tsx';

const writes = fn<(call: string, body: unknown) => void>();

const meta = {
  title: 'Screens/Assignments/Assignment',
  component: PageStory,
  tags: ['autodocs'],
  args: {
    page: Page,
    path: routePaths.AssignmentsShow,
    url: '/assignments/1057',
    user: storyOfficeStaff,
  },
  beforeEach: ({ msw }) => {
    writes.mockClear();
    // The toasts' queue is the app's one: a toast of an earlier story must not show in this one's picture.
    toastQueue.clear();
    msw.use(...assignmentPageServer({}, writes));
  },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const actionLabel = (change: AssignmentChange) => t(`assignments:assignmentPage.actions.${change}`);

const allChanges: AssignmentChange[] = [
  'abandon',
  'restore',
  'share_with_receiving_organisation',
  'unshare_from_receiving_organisation',
  'share_with_assignee',
  'unshare_from_assignee',
];

/** The action buttons the page shows, in order, once it shows `first`. */
async function expectActions(canvasElement: HTMLElement, expected: AssignmentChange[]) {
  const canvas = within(canvasElement);
  await waitFor(() =>
    expect(
      allChanges.filter((change) => canvas.queryByRole('button', { name: actionLabel(change) }) !== null),
    ).toEqual(expected),
  );
}

/** Closes the toasts, which would otherwise show in the picture for as long as the story took. */
async function closeToasts(canvasElement: HTMLElement) {
  toastQueue.clear();
  await waitFor(() => expect(within(canvasElement.ownerDocument.body).queryByRole('alertdialog')).toBeNull());
}

/**
 * The screen as office staff of the sending organisation open it: a POTENTIAL assignment, who and what it
 * concerns, its potential dates, its itinerary (dates MM/DD/YY), offer, logistics plan and related records,
 * and what they may do to it.
 */
export const Overview: Story = {};

/**
 * On a phone: sharing with the receiving organisation takes Abandon and the share away and offers the
 * unshare; sharing with the assignee turns into its unshare. Each change says so in a toast, and nothing
 * scrolls sideways.
 */
export const Sharing: Story = {
  name: 'The buttons follow the state and user_can: sharing and unsharing',
  tags: [
    'R-ROUTE-016',
    'R-STATE-004',
    'R-STATE-005',
    'R-STATE-007',
    'R-STATE-008',
    'R-STATE-009',
    'R-STATE-010',
  ],
  ...atPhoneWidth,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(
      await canvas.findByRole('heading', {
        level: 1,
        name: t('assignments:assignmentPage.title', { publicId: '1057' }),
      }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Amara Okafor' })).toHaveAttribute(
      'href',
      '/person-profiles/102',
    );
    // No confirmed date on a POTENTIAL assignment: its dates are the potential ones.
    await expect(canvas.getByText(t('assignments:assignmentPage.fields.dates.potential'))).toBeVisible();
    await expect(
      canvas.getByText(t('assignments:assignmentPage.dateRange', { start: '06/14/27', end: '06/25/27' })),
    ).toBeVisible();
    await expectActions(canvasElement, [
      'abandon',
      'share_with_receiving_organisation',
      'share_with_assignee',
    ]);

    await userEvent.click(
      canvas.getByRole('button', { name: actionLabel('share_with_receiving_organisation') }),
    );
    await expect(
      await body.findByText(t('assignments:assignmentPage.done.share_with_receiving_organisation')),
    ).toBeVisible();
    await expectActions(canvasElement, ['unshare_from_receiving_organisation', 'share_with_assignee']);

    await userEvent.click(canvas.getByRole('button', { name: actionLabel('share_with_assignee') }));
    await expectActions(canvasElement, ['unshare_from_receiving_organisation', 'unshare_from_assignee']);
    await expect(writes.mock.calls).toEqual([
      ['POST /api/assignments/57/share-with-receiving-organisation', { version: 4 }],
      ['POST /api/assignments/57/share-with-assignee', { version: 5 }],
    ]);
    await expectNoSidewaysScroll();
    await closeToasts(canvasElement);
  },
};

/**
 * Someone else changed the assignment meanwhile: abandoning, asked first, is refused (409) with a button
 * that reads the latest version; asked again it goes through, and Restore is then the one action left.
 */
export const Abandon: Story = {
  name: 'Abandon after confirming, a change made meanwhile first, then Restore',
  tags: ['R-STATE-005', 'R-STATE-006', 'R-STATE-009', 'R-STATE-010'],
  beforeEach: ({ msw }) => {
    msw.use(...assignmentPageServer({ serverVersion: 5 }, writes));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const abandon = async () => {
      await userEvent.click(await canvas.findByRole('button', { name: actionLabel('abandon') }));
      const dialog = await body.findByRole(
        'alertdialog',
        { name: t('assignments:assignmentPage.abandonDialog.title') },
        { timeout: 5000 },
      );
      await userEvent.click(
        within(dialog).getByRole('button', { name: t('assignments:assignmentPage.abandonDialog.confirm') }),
      );
    };
    await abandon();
    await expect(await canvas.findByText(t('assignments:assignmentPage.stale.title'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('assignments:assignmentPage.stale.reload') }));
    await waitFor(() => expect(canvas.queryByText(t('assignments:assignmentPage.stale.title'))).toBeNull());
    await abandon();
    await expect(await canvas.findByText(t('ui:status.assignment.ABANDONED'))).toBeVisible();
    await expectActions(canvasElement, ['restore']);
    await expect(await body.findByText(t('assignments:assignmentPage.done.abandon'))).toBeVisible();
    await closeToasts(canvasElement);
    await expect(writes.mock.calls).toEqual([
      ['POST /api/assignments/57/abandon', { version: 4 }],
      ['POST /api/assignments/57/abandon', { version: 5 }],
    ]);
  },
};

const page = (key: string, options?: Record<string, unknown>) =>
  t(`assignments:assignmentPage.${key}`, options);

/** Types a day, in the display format's order (day, month, year), into the date field named `label`. */
async function typeDate(dialog: HTMLElement, label: string, dayMonthYear: string) {
  const group = within(dialog).getByRole('group', { name: containing(label) });
  await userEvent.click(within(group).getAllByRole('spinbutton')[0] as HTMLElement);
  await userEvent.keyboard(dayMonthYear);
}

/**
 * Adding an itinerary item through its dialog: a type, who is responsible, a start and the dates' status;
 * the item then shows in the itinerary with its dates MM/DD/YY, and the call carried the version read.
 */
export const AddItineraryItem: Story = {
  name: 'Adding an itinerary item',
  tags: ['R-STATE-012', 'R-STATE-013', 'R-CONST-008'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: page('itinerary.add') }));
    const dialog = await body.findByRole(
      'dialog',
      { name: page('itinerary.form.addTitle') },
      { timeout: 5000 },
    );
    const form = within(dialog);
    await userEvent.click(form.getByRole('button', { name: containing(page('itinerary.form.type')) }));
    await userEvent.click(await body.findByRole('option', { name: page('itinerary.type.ABO') }));
    await userEvent.type(
      form.getByRole('textbox', { name: containing(page('itinerary.form.responsible')) }),
      'Sending office',
    );
    await typeDate(dialog, page('itinerary.form.start'), '20072027');
    await userEvent.click(form.getByRole('button', { name: containing(page('itinerary.form.status')) }));
    await userEvent.click(await body.findByRole('option', { name: page('itinerary.status.PLANNED') }));
    await userEvent.click(form.getByRole('button', { name: page('itinerary.form.save') }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(await canvas.findByText('Sending office')).toBeVisible();
    await expect(
      canvas.getByText(page('dateRange', { start: '07/20/27', end: t('myAim:shared.notSet') })),
    ).toBeVisible();
    await expect(writes.mock.calls).toEqual([
      [
        'POST /api/assignments/57/itinerary-items',
        {
          version: 4,
          type: 'ABO',
          responsible_for: 'Sending office',
          start_date: '2027-07-20',
          end_date: null,
          status: 'PLANNED',
        },
      ],
    ]);
  },
};

/**
 * Editing the plan: the status offers only the steps allowed from POTENTIAL (itself and PLANNED); the
 * assignment is planned with its financial clearance given, and its dates then count as planned.
 */
export const EditPlan: Story = {
  name: 'Editing the plan: POTENTIAL to PLANNED',
  tags: ['R-STATE-001', 'R-STATE-004'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: page('plan.edit') }));
    const dialog = await body.findByRole('dialog', { name: page('plan.title') }, { timeout: 5000 });
    const form = within(dialog);
    await userEvent.click(form.getByRole('button', { name: containing(page('plan.status')) }));
    const options = await body.findAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual([
      page('plan.statuses.POTENTIAL'),
      page('plan.statuses.PLANNED'),
    ]);
    await userEvent.click(await body.findByRole('option', { name: page('plan.statuses.PLANNED') }));
    await userEvent.click(form.getByRole('checkbox', { name: page('plan.financialClearance') }));
    await userEvent.click(form.getByRole('button', { name: page('plan.save') }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    // Planned without confirmed dates: the overview's dates are now the planned ones.
    await expect(await canvas.findByText(page('fields.dates.planned'))).toBeVisible();
    await expect(writes.mock.calls).toEqual([
      [
        'PATCH /api/assignments/57',
        {
          version: 4,
          received_by_organisation_id: 7,
          status: 'PLANNED',
          proposed_dates: { start_date: '2027-08-01', end_date: '2030-07-31' },
          confirmed_dates: null,
          financial_clearance_was_given: true,
        },
      ],
    ]);
  },
};

/**
 * The assignee, once the assignment is shared with them, accepts the offer made to them after confirming:
 * the offer then reads Accepted with the day, the answer buttons go, and a toast says so.
 */
export const AssigneeAcceptsOffer: Story = {
  name: 'The assignee accepts the offer',
  args: {
    user: {
      ...storyOfficeStaff,
      first_name: 'Amara',
      last_name: 'Okafor',
      person_profile_id: 102,
      is_office_staff_for: [],
      user_can: {},
    },
  },
  beforeEach: ({ msw }) => {
    msw.use(
      ...assignmentPageServer(
        {
          assignment: {
            ...storyAssignment,
            is_shared_with_assignee: true,
            user_can: [],
            user_can_manage: ['respond_to_offer'],
          },
        },
        writes,
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(canvas.queryByRole('button', { name: page('offer.edit') })).toBeNull();
    await userEvent.click(await canvas.findByRole('button', { name: page('offer.accept') }));
    // Reviews are planned by the office receiving the assignment, never by the assignee.
    await expect(canvas.queryByRole('button', { name: t('reviews:reviews.plan.open') })).toBeNull();
    const dialog = await body.findByRole(
      'alertdialog',
      { name: page('offer.acceptDialog.title') },
      { timeout: 5000 },
    );
    await userEvent.click(within(dialog).getByRole('button', { name: page('offer.accept') }));
    await expect(await canvas.findByText(page('offer.statuses.ACCEPTED'))).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('button', { name: page('offer.accept') })).toBeNull());
    await expect(canvas.queryByRole('button', { name: page('offer.decline') })).toBeNull();
    await expect(await body.findByText(page('offer.done.accept'))).toBeVisible();
    await closeToasts(canvasElement);
    await expect(writes.mock.calls).toEqual([['POST /api/assignments/57/offer/accept', { version: 4 }]]);
    // The picture shows the answered offer.
    canvas.getByRole('heading', { name: page('sections.offer') }).scrollIntoView({ block: 'start' });
  },
};

/**
 * The receiving organisation's office staff, who see the assignment once it is shared with them, say
 * their organisation is ready to receive the assignee; nothing else is theirs to change.
 */
export const ReceivingOfficeMarksReady: Story = {
  name: 'The receiving office marks itself ready to receive',
  args: { user: { ...storyOfficeStaff, is_office_staff_for: [7] } },
  beforeEach: ({ msw }) => {
    msw.use(
      ...assignmentPageServer(
        {
          assignment: {
            ...storyAssignment,
            is_shared_with_receiving_organisation: true,
            receiving_organisation_is_ready_to_receive_assignment: false,
            user_can: [],
            user_can_manage: ['set_ready_to_receive'],
          },
        },
        writes,
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(await canvas.findByRole('button', { name: page('readiness.mark.ready') })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: page('plan.edit') })).toBeNull();
    // The receiving office conducts the assignee's reviews: it plans them here.
    await expect(await canvas.findByRole('button', { name: t('reviews:reviews.plan.open') })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: page('readiness.mark.ready') }));
    await expect(await canvas.findByRole('button', { name: page('readiness.mark.notReady') })).toBeVisible();
    await expect(await body.findByText(page('readiness.done.ready'))).toBeVisible();
    await closeToasts(canvasElement);
    await expect(writes.mock.calls).toEqual([['POST /api/assignments/57/ready-to-receive', { version: 4 }]]);
  },
};

/**
 * The assignee, once the assignment is shared with them, prepares their own outbound logistics plan:
 * they may edit the draft and submit it, and nothing else of the assignment.
 */
export const AssigneeSubmitsLogisticsPlan: Story = {
  name: 'The assignee submits their outbound logistics plan',
  args: {
    user: {
      ...storyOfficeStaff,
      first_name: 'Amara',
      last_name: 'Okafor',
      person_profile_id: 102,
      is_office_staff_for: [],
      user_can: {},
    },
  },
  beforeEach: ({ msw }) => {
    msw.use(
      ...assignmentPageServer(
        {
          assignment: {
            ...storyAssignment,
            is_shared_with_assignee: true,
            user_can: [],
            user_can_manage: ['edit_logistics_plan', 'submit_logistics_plan'],
          },
        },
        writes,
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(await canvas.findByRole('button', { name: page('logistics.edit') })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: page('plan.edit') })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: page('logistics.submit') }));
    await expect(await canvas.findByText(page('logistics.statuses.SUBMITTED'))).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('button', { name: page('logistics.submit') })).toBeNull());
    await expect(await body.findByText(page('logistics.done.submit'))).toBeVisible();
    await closeToasts(canvasElement);
    await expect(writes.mock.calls).toEqual([
      ['POST /api/assignments/57/outbound-logistics-plan/submit', { version: 2 }],
    ]);
    canvas.getByRole('heading', { name: page('sections.logistics') }).scrollIntoView({ block: 'start' });
  },
};

/**
 * The sending organisation's leadership decides a plan someone else submitted, its files listed for
 * download: Approve, and the plan reads Approved with no decision left to take.
 */
export const ApproveLogisticsPlan: Story = {
  name: 'A submitted outbound logistics plan is approved',
  tags: ['R-STATE-014'],
  beforeEach: ({ msw }) => {
    msw.use(
      ...assignmentPageServer(
        {
          assignment: {
            ...storyAssignment,
            user_can_manage: ['edit_plan', 'edit_offer', 'decide_logistics_plan'],
            outbound_logistics_plan: {
              id: 31,
              version: 3,
              notes: 'Flights booked for 28 July.\nTwo crates shipped by sea in June.',
              attachments: [801, 802],
              submitted_by: 1100,
              status: 'SUBMITTED',
            },
          },
        },
        writes,
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(await canvas.findByText('Shipping quote')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: page('logistics.edit') })).toBeNull();
    await userEvent.click(await canvas.findByRole('button', { name: page('logistics.approve') }));
    await expect(await canvas.findByText(page('logistics.statuses.APPROVED'))).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('button', { name: page('logistics.approve') })).toBeNull());
    await expect(canvas.queryByRole('button', { name: page('logistics.reject') })).toBeNull();
    await expect(await body.findByText(page('logistics.done.approve'))).toBeVisible();
    await closeToasts(canvasElement);
    await expect(writes.mock.calls).toEqual([
      ['POST /api/assignments/57/outbound-logistics-plan/approve', { version: 3 }],
    ]);
  },
};

/**
 * Office staff upload an MOU document (R-STATE-011: user_can holds upload_mou_document, so the drop zone
 * shows): it is listed for download, and the history panel names the upload, its author and when, above
 * the changes made before.
 */
export const UploadMouDocument: Story = {
  name: 'An MOU document is uploaded and listed, and the history names the upload and its author',
  tags: ['R-STATE-011'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = await canvas.findByRole('heading', { name: page('mouDocuments.heading') });
    const section = heading.closest('section') ?? canvasElement;
    await expect(within(section).getByText(t('ui:files.empty'))).toBeVisible();
    const input = section.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('No file input in the MOU documents');
    await userEvent.upload(
      input,
      new File(['%PDF-1.7 MOU'], 'MOU-AIM-Europe-Eastern-Africa.pdf', { type: 'application/pdf' }),
    );
    const files = within(
      await canvas.findByRole('list', { name: page('mouDocuments.list', { publicId: '1057' }) }),
    );
    await expect(await files.findByRole('link', { name: /^MOU-AIM-Europe-Eastern-Africa/ })).toHaveAttribute(
      'href',
      '/assets/951?assetable_type=assignment&assetable_id=57',
    );
    await expect(writes.mock.calls).toEqual([
      ['POST /api/assignments/57/mou-documents', 'MOU-AIM-Europe-Eastern-Africa.pdf'],
    ]);

    const history = within(await canvas.findByRole('list', { name: t('myAim:recordHistory.list') }));
    await waitFor(() =>
      expect(history.getAllByRole('listitem').map((entry) => entry.firstChild?.textContent)).toEqual([
        t('myAim:recordHistory.actions.assignment.upload_mou_document'),
        t('myAim:recordHistory.actions.assignment.share_with_assignee'),
        t('myAim:recordHistory.actions.assignment.create'),
      ]),
    );
    await expect(
      history.getAllByText(containing(t('myAim:recordHistory.by', { name: 'Grace Mwangi' }))),
    ).toHaveLength(3);
  },
};

/** Renaming and then deleting an MOU document: each shows in the history with its author. */
export const RenameAndDeleteMouDocument: Story = {
  name: 'Renaming and deleting an MOU document are named in the history',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const heading = await canvas.findByRole('heading', { name: page('mouDocuments.heading') });
    const section = heading.closest('section') ?? canvasElement;
    const input = section.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('No file input in the MOU documents');
    await userEvent.upload(input, new File(['%PDF-1.7 MOU'], 'mou.pdf', { type: 'application/pdf' }));
    const files = within(
      await canvas.findByRole('list', { name: page('mouDocuments.list', { publicId: '1057' }) }),
    );
    await userEvent.click(
      await files.findByRole('button', { name: t('ui:files.renameFile', { title: 'mou.pdf' }) }),
    );
    const title = canvas.getByRole('textbox', { name: t('ui:files.title') });
    await userEvent.clear(title);
    await userEvent.type(title, 'MOU signed{Enter}');
    await expect(await files.findByRole('link', { name: /^MOU signed/ })).toBeVisible();
    await userEvent.click(
      files.getByRole('button', { name: t('ui:files.deleteFile', { title: 'MOU signed' }) }),
    );
    const confirm = await body.findByRole('alertdialog');
    await userEvent.click(within(confirm).getByRole('button', { name: t('ui:files.delete') }));
    await waitFor(() => expect(canvas.queryByRole('link', { name: /^MOU signed/ })).toBeNull());
    await expect(writes.mock.calls).toEqual([
      ['POST /api/assignments/57/mou-documents', 'mou.pdf'],
      ['PATCH /private/api/assets/951', { title: 'MOU signed' }],
      ['DELETE /private/api/assets/951', null],
    ]);

    const history = within(await canvas.findByRole('list', { name: t('myAim:recordHistory.list') }));
    await waitFor(() =>
      expect(history.getAllByRole('listitem').map((entry) => entry.firstChild?.textContent)).toEqual([
        t('myAim:recordHistory.actions.assignment.mou_document.delete'),
        t('myAim:recordHistory.actions.assignment.mou_document.rename'),
        t('myAim:recordHistory.actions.assignment.upload_mou_document'),
        t('myAim:recordHistory.actions.assignment.share_with_assignee'),
        t('myAim:recordHistory.actions.assignment.create'),
      ]),
    );
    await expect(
      history.getAllByText(containing(t('myAim:recordHistory.by', { name: 'Grace Mwangi' }))),
    ).toHaveLength(5);
    // The picture shows the history.
    canvas.getByRole('list', { name: t('myAim:recordHistory.list') }).scrollIntoView({ block: 'start' });
  },
};
