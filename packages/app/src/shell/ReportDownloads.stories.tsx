import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { t } from '../../../../.storybook/story-text.ts';
import { mswPath } from '../api/msw-path.ts';
import { storyOfficeStaff as officeStaff } from './stories/office-staff.ts';
import { ShellStory } from './stories/ShellStory.tsx';

const shared: { reports: string[] } = { reports: [] };

const csv = () =>
  new HttpResponse('\uFEFFName,Organisation\r\n', {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': 'attachment; filename="report.csv"',
    },
  });

const meta = {
  title: 'Screens/Shell/Report downloads',
  component: ShellStory,
  args: {
    user: { ...officeStaff, is_admin: true, is_office_staff_for: [], user_can: { download_abo_report: '*' } },
    url: '/orgs/7/dashboard',
  },
  beforeEach: ({ msw }) => {
    shared.reports = [];
    const seen = (request: Request) => {
      const url = new URL(request.url);
      shared.reports.push(`${url.pathname}${url.search}`);
      return csv();
    };
    msw.use(
      http.get(mswPath('downloadAboReport'), ({ request }) => seen(request)),
      http.get(mswPath('downloadRhafReport'), ({ request }) => seen(request)),
      http.get(mswPath('downloadEligibleVotersReport'), ({ request }) => seen(request)),
    );
  },
} satisfies Meta<typeof ShellStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const openPeopleManagement = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await userEvent.click(
    await canvas.findByRole('button', { name: t('shell:nav.organisation.people.title') }),
  );
  return canvas;
};

/** An admin's four report links each fetch their CSV (the historic ABO report by its query); no page is left. */
export const AdminDownloadsEachReport: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await openPeopleManagement(canvasElement);
    for (const key of ['aboReport', 'historicAboReport', 'rhafReport', 'eligibleVotersReport']) {
      await userEvent.click(canvas.getByRole('link', { name: t(`shell:nav.organisation.people.${key}`) }));
    }
    await waitFor(() =>
      expect(shared.reports).toEqual([
        '/download-csv/abo-report',
        '/download-csv/abo-report?historical=true',
        '/download-csv/rhaf-report',
        '/download-csv/eligible-voters-report',
      ]),
    );
    await expect(canvas.getByRole('heading', { level: 1, name: 'Page' })).toBeVisible();
    await expect(within(canvasElement.ownerDocument.body).queryByRole('alertdialog')).toBeNull();
  },
};

/** A report the server refuses (403) says why, in the server's words, and closes. */
export const RefusedReportSaysWhy: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      http.get(mswPath('downloadRhafReport'), () =>
        HttpResponse.json(
          {
            code: 'report_not_allowed',
            message: 'Only administrators may download this report.',
            requestId: 'story',
          },
          { status: 403 },
        ),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = await openPeopleManagement(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: t('shell:nav.organisation.people.rhafReport') }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', {
      name: t('organisation:managePeople.exportProblem.title'),
    });
    await expect(dialog).toHaveTextContent(
      t('organisation:managePeople.exportProblem.refused', {
        message: 'Only administrators may download this report.',
      }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: t('shell:reportDownload.close') }));
    await waitFor(() =>
      expect(within(canvasElement.ownerDocument.body).queryByRole('alertdialog')).toBeNull(),
    );
  },
};

/** Too many downloads (429): the dialog says how long to wait. */
export const RateLimitedReportSaysWhenToRetry: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      http.get(mswPath('downloadAboReport'), () =>
        HttpResponse.json(
          { code: 'rate_limited', message: 'Too many requests', requestId: 'story' },
          { status: 429, headers: { 'Retry-After': '30' } },
        ),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = await openPeopleManagement(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: t('shell:nav.organisation.people.aboReport') }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
    await expect(dialog).toHaveTextContent(
      t('organisation:managePeople.exportProblem.rateLimitedSeconds', { count: 30 }),
    );
  },
};
