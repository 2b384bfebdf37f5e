import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { storyLanguage, t } from '../../../../../.storybook/story-text.ts';
import { mswPath } from '../../api/msw-path.ts';
import { myAimHandlers, storyProfile } from '../../features/my-aim/stories/index.ts';
import { organisationHandlers, storyPeople } from '../../features/organisation/stories/index.ts';
import { peopleHandlers, storyFamily } from '../../features/people/stories/index.ts';
import { routePaths } from '../../routes/route-names.ts';
import { atPhoneWidth, expectNoSidewaysScroll, PageStory, shellSettled } from '../../shared/stories/index.ts';
import { containing } from '../../shared/stories/textPatterns.ts';
import { storyOfficeStaff } from '../../shell/stories/office-staff.ts';
import { Page } from './OrgPersonProfilesPage.tsx';

const requests = fn<(url: URL) => void>();
const lastRequest = () => requests.mock.lastCall?.[0].searchParams;
const exports = fn<(request: Request) => void>();

/** A file the page saved: its name and its text. */
interface SavedFile {
  name: string;
  text: Promise<string>;
}

/**
 * Catches the files the page saves (a click on an `<a download>`) instead of letting the browser download
 * them; each one's blob is read as it is clicked, before its URL is revoked.
 */
function catchSavedFiles(document: Document) {
  const saved: SavedFile[] = [];
  const onClick = (event: MouseEvent) => {
    if (!(event.target instanceof HTMLAnchorElement) || !event.target.download) return;
    event.preventDefault();
    saved.push({ name: event.target.download, text: fetch(event.target.href).then((r) => r.text()) });
  };
  document.addEventListener('click', onClick, { capture: true });
  return { saved, stop: () => document.removeEventListener('click', onClick, { capture: true }) };
}

/** Presses Download CSV with the keyboard. */
async function pressDownload(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await within(
    await canvas.findByRole('grid', { name: t('organisation:managePeople.tableLabel') }),
  ).findAllByRole('button');
  canvas.getByRole('button', { name: t('organisation:managePeople.export') }).focus();
  await userEvent.keyboard('{Enter}');
}

const meta = {
  title: 'Screens/Organisation/Manage people',
  component: PageStory,
  tags: ['autodocs'],
  args: {
    page: Page,
    path: routePaths.OrgPersonProfiles,
    url: '/orgs/3/settings/people',
    user: storyOfficeStaff,
  },
  beforeEach: ({ msw }) => {
    requests.mockClear();
    exports.mockClear();
    msw.use(organisationHandlers.people(storyPeople, requests), organisationHandlers.peopleExport(exports));
  },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The screen as people see it: the first page, 25 of the organisation's 27 people. */
export const Overview: Story = {};

/** The first page of the organisation's people; the keyboard reaches the next page. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: t('organisation:managePeople.title') }),
    ).toBeVisible();
    const table = await canvas.findByRole('grid', { name: t('organisation:managePeople.tableLabel') });
    await expect(await within(table).findByRole('button', { name: 'Álvarez, Tomás' })).toBeVisible();
    await expect(within(table).getAllByRole('row')).toHaveLength(26);
    await expect(canvas.getByText(t('ui:pagination.summary', { from: 1, to: 25, total: 27 }))).toBeVisible();
    await expect(canvas.getByText(t('organisation:managePeople.count', { count: 27 }))).toHaveAttribute(
      'role',
      'status',
    );
    await expect(lastRequest()?.get('organisation')).toBe('3');
    await expect(lastRequest()?.has('with_status')).toBe(true);
    const next = canvas.getByRole('button', { name: t('ui:pagination.next') });
    next.focus();
    await userEvent.keyboard('{Enter}');
    await expect(
      await canvas.findByText(t('ui:pagination.summary', { from: 26, to: 27, total: 27 })),
    ).toBeVisible();
    await expect(lastRequest()?.get('page')).toBe('2');
  },
};

/** The name header sorts; pressed again, it sorts the other way. */
export const SortedByName: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('grid', { name: t('organisation:managePeople.tableLabel') });
    await within(table).findByRole('button', { name: 'Achieng, Esther' });
    await userEvent.click(
      within(table).getByRole('columnheader', {
        name: containing(t('organisation:managePeople.columns.name')),
      }),
    );
    await waitFor(() => expect(lastRequest()?.get('sort')).toBe('-name'));
    await waitFor(() => expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Wanjiru, Grace'));
    await expect(
      within(table).getByRole('columnheader', {
        name: containing(t('organisation:managePeople.columns.name')),
      }),
    ).toHaveAttribute('aria-sort', 'descending');
  },
};

/** Filters from the URL: the list asks for them. */
export const Filtered: Story = {
  args: { url: '/orgs/3/settings/people?status=is_full_term_member&member_status=ACTIVE&sort=-last_updated' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('grid', { name: t('organisation:managePeople.tableLabel') });
    await within(table).findByRole('button', { name: 'Osei, Margaret' });
    await expect(lastRequest()?.get('status')).toBe('is_full_term_member');
    await expect(lastRequest()?.get('member_status')).toBe('ACTIVE');
    await expect(lastRequest()?.get('sort')).toBe('-last_updated');
    for (const row of within(table).getAllByRole('row').slice(1)) {
      await expect(row).toHaveTextContent(t('organisation:statusFlags.is_full_term_member'));
    }
  },
};

/**
 * Download CSV fetches the list as filtered through the API client (credentials, Accept-Language) and saves
 * it under the name the server gives.
 */
export const DownloadedCsv: Story = {
  name: 'Downloaded CSV',
  args: { url: '/orgs/3/settings/people?status=is_full_term_member&member_status=ACTIVE&sort=-last_updated' },
  play: async ({ canvasElement }) => {
    const files = catchSavedFiles(canvasElement.ownerDocument);
    try {
      await pressDownload(canvasElement);
      await waitFor(() => expect(files.saved).toHaveLength(1));
      const request = exports.mock.lastCall?.[0];
      await expect(request?.url).toMatch(
        /\/api\/person-profiles\/export\.csv\?organisation=3&sort=-last_updated&status=is_full_term_member&member_status=ACTIVE$/,
      );
      await expect(request?.headers.get('Accept-Language')).toBe(storyLanguage());
      await expect(request?.credentials).toBe('include');
      await expect(files.saved[0]?.name).toBe('people-2026-11-26.csv');
      await expect(await files.saved[0]?.text).toContain('11,Margaret,Osei');
      await expect(
        within(canvasElement).getByRole('button', { name: t('organisation:managePeople.export') }),
      ).toHaveFocus();
      await expect(within(canvasElement).queryByRole('alert')).toBeNull();
    } finally {
      files.stop();
    }
  },
};

/** While the file downloads, the button says so, and pressing it again asks for no second file. */
export const DownloadingCsv: Story = {
  name: 'Downloading CSV',
  beforeEach: ({ msw }) => {
    msw.use(
      http.get(mswPath('exportPersonProfiles'), async ({ request }) => {
        exports(request);
        await delay('infinite');
        return new HttpResponse(null);
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await pressDownload(canvasElement);
    const button = await within(canvasElement).findByRole('button', {
      name: t('organisation:managePeople.exporting'),
    });
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(exports).toHaveBeenCalledTimes(1);
  },
};

/** Exporting too often (429): no file is saved, and the page says how long to wait (Retry-After). */
export const CsvRateLimited: Story = {
  name: 'CSV rate limited',
  beforeEach: ({ msw }) => {
    msw.use(organisationHandlers.rateLimited('exportPersonProfiles', 42));
  },
  play: async ({ canvasElement }) => {
    const files = catchSavedFiles(canvasElement.ownerDocument);
    try {
      await pressDownload(canvasElement);
      const alert = await within(canvasElement).findByRole('alert');
      await expect(alert).toHaveTextContent(t('organisation:managePeople.exportProblem.title'));
      await expect(alert).toHaveTextContent(
        t('organisation:managePeople.exportProblem.rateLimitedSeconds', { count: 42 }),
      );
      await expect(files.saved).toHaveLength(0);
    } finally {
      files.stop();
    }
  },
};

/** The server failing: no file is saved, and the page says what to do. */
export const CsvServerError: Story = {
  name: 'CSV server error',
  beforeEach: ({ msw }) => {
    msw.use(organisationHandlers.failing('exportPersonProfiles'));
  },
  play: async ({ canvasElement }) => {
    const files = catchSavedFiles(canvasElement.ownerDocument);
    try {
      await pressDownload(canvasElement);
      const alert = await within(canvasElement).findByRole('alert');
      await expect(alert).toHaveTextContent(t('organisation:managePeople.exportProblem.server'));
      await expect(files.saved).toHaveLength(0);
    } finally {
      files.stop();
    }
  },
};

/** A filter chosen with the keyboard asks the server for it, back on page 1. */
export const FilteredByKeyboard: Story = {
  args: { url: '/orgs/3/settings/people?page=2' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(t('ui:pagination.summary', { from: 26, to: 27, total: 27 }));
    const trigger = canvas.getByRole('button', {
      name: containing(t('organisation:managePeople.filters.memberStatus')),
    });
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await within(canvasElement.ownerDocument.body).findByRole('listbox');
    await waitFor(() =>
      expect(
        within(listbox).getByRole('option', {
          name: t('organisation:managePeople.filters.anyMemberStatus'),
        }),
      ).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(lastRequest()?.get('member_status')).toBe('INACTIVE'));
    await expect(trigger).toHaveTextContent(t('organisation:memberStatuses.INACTIVE'));
    await expect(lastRequest()?.get('page')).toBe('1');
    const table = canvas.getByRole('grid', { name: t('organisation:managePeople.tableLabel') });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    await expect(within(table).getByRole('button', { name: 'Dahl, Ingrid' })).toBeVisible();
  },
};

/** A search typed and sent with Enter asks the server and resets the page. */
export const Searched: Story = {
  args: { url: '/orgs/3/settings/people?page=2' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(t('ui:pagination.summary', { from: 26, to: 27, total: 27 }));
    await userEvent.type(
      canvas.getByRole('textbox', { name: t('organisation:managePeople.searchLabel') }),
      'jose{Enter}',
    );
    const table = canvas.getByRole('grid', { name: t('organisation:managePeople.tableLabel') });
    await expect(await within(table).findByRole('button', { name: 'Núñez, José' })).toBeVisible();
    await expect(lastRequest()?.get('search')).toBe('jose');
    await expect(lastRequest()?.get('page')).toBe('1');
  },
};

/** Filters that match no one offer to clear them all, which shows everyone again from page 1. */
export const NoMatches: Story = {
  args: { url: '/orgs/3/settings/people?search=nobody&member_status=ACTIVE&sort=-last_updated' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('ui:listPage.noMatches'))).toBeVisible();
    await expect(canvas.queryByRole('grid')).toBeNull();
    canvas.getByRole('button', { name: t('ui:listPage.clearFilters') }).focus();
    await userEvent.keyboard('{Enter}');
    const table = await canvas.findByRole('grid', { name: t('organisation:managePeople.tableLabel') });
    await expect(await within(table).findAllByRole('row')).not.toHaveLength(0);
    await expect(lastRequest()?.get('search')).toBeNull();
    await expect(lastRequest()?.get('member_status')).toBeNull();
    // Clearing the filters keeps the chosen order.
    await expect(lastRequest()?.get('sort')).toBe('-last_updated');
  },
};

/**
 * On a phone each person is a card: names such as "Bélanger, François" and e-mail addresses never break
 * inside a word, and nothing is wider than the screen.
 */
export const LoadedAtPhoneWidth: Story = {
  ...atPhoneWidth,
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('grid', {
      name: t('organisation:managePeople.tableLabel'),
    });
    await within(table).findByRole('button', { name: 'Álvarez, Tomás' });
    const [first, second] = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.getBoundingClientRect());
    await expect(second?.top).toBeGreaterThan(first?.bottom ?? 0);
    await expectNoSidewaysScroll();
  },
};

export const Empty: Story = {
  beforeEach: ({ msw }) => {
    msw.use(organisationHandlers.people([]));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(t('organisation:managePeople.empty'))).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(organisationHandlers.loading('listPersonProfiles'));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(t('ui:emptyState.loading'))).toBeVisible();
  },
};

export const LoadError: Story = {
  beforeEach: ({ msw }) => {
    msw.use(organisationHandlers.failing('listPersonProfiles'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('organisation:managePeople.loadError'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('ui:emptyState.retry') })).toBeVisible();
  },
};

/** The keyboard reaches a person's name in the table (Tab into the grid, an arrow key), and Enter opens
 * their pop-up, which leads on to the whole profile. */
export const KeyboardToAPerson: Story = {
  args: { appQueryClient: true },
  beforeEach: ({ msw }) => {
    msw.use(
      myAimHandlers.profile({ ...storyProfile, id: 123 }),
      myAimHandlers.applications([]),
      peopleHandlers.family(storyFamily),
      peopleHandlers.assignments([]),
      peopleHandlers.memberships([]),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('grid', { name: t('organisation:managePeople.tableLabel') });
    const name = await within(table).findByRole('button', { name: 'Achieng, Esther' });
    canvas.getByRole('button', { name: containing(t('organisation:managePeople.filters.sort')) }).focus();
    await userEvent.tab();
    await expect(within(table).getAllByRole('row')[1]).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(name).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Achieng, Esther',
    });
    await expect(
      await within(dialog).findByRole('heading', { level: 2, name: 'Mrs Margaret Ama Osei' }),
    ).toBeVisible();
    await expect(within(dialog).getByRole('link', { name: t('people:popUp.viewProfile') })).toHaveAttribute(
      'href',
      '/person-profiles/123',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(name).toHaveFocus());
  },
};

/** Manage people as office staff see it, under the Organisation tab with its sidebar. */
export const InTheShell: Story = {
  name: 'In the shell',
  args: { inShell: true },
  play: async ({ canvasElement }) => {
    const main = await within(canvasElement).findByRole('main');
    await within(main).findByRole('button', { name: 'Álvarez, Tomás' });
    await shellSettled(canvasElement, { search: true });
  },
};
