import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { mswPath } from '../../api/msw-path.ts';
import { myAimHandlers, storyProfile } from '../../features/my-aim/stories/index.ts';
import { organisationHandlers, storyPeople } from '../../features/organisation/stories/index.ts';
import { peopleHandlers, storyFamily } from '../../features/people/stories/index.ts';
import { routePaths } from '../../routes/route-names.ts';
import { atPhoneWidth, expectNoSidewaysScroll, PageStory } from '../../shared/stories/index.ts';
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
  await within(await canvas.findByRole('grid', { name: 'People' })).findAllByRole('button');
  canvas.getByRole('button', { name: 'Download CSV' }).focus();
  await userEvent.keyboard('{Enter}');
}

const meta = {
  title: 'App/Organisation/Manage people',
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

/** The first page of the organisation's people; the keyboard reaches the next page. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Manage people' })).toBeVisible();
    const table = await canvas.findByRole('grid', { name: 'People' });
    await expect(await within(table).findByRole('button', { name: 'Álvarez, Tomás' })).toBeVisible();
    await expect(within(table).getAllByRole('row')).toHaveLength(26);
    await expect(canvas.getByText('Showing 1–25 of 27')).toBeVisible();
    await expect(canvas.getByText('27 people')).toHaveAttribute('role', 'status');
    await expect(lastRequest()?.get('organisation')).toBe('3');
    await expect(lastRequest()?.has('with_status')).toBe(true);
    const next = canvas.getByRole('button', { name: 'Next' });
    next.focus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText('Showing 26–27 of 27', {}, { timeout: 3000 })).toBeVisible();
    await expect(lastRequest()?.get('page')).toBe('2');
  },
};

/** The name header sorts; pressed again, it sorts the other way. */
export const SortedByName: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('grid', { name: 'People' });
    await within(table).findByRole('button', { name: 'Achieng, Esther' });
    await userEvent.click(within(table).getByRole('columnheader', { name: /Name/ }));
    await waitFor(() => expect(lastRequest()?.get('sort')).toBe('-name'), { timeout: 3000 });
    await waitFor(() => expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Wanjiru, Grace'), {
      timeout: 3000,
    });
    await expect(within(table).getByRole('columnheader', { name: /Name/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  },
};

/** Filters from the URL: the list asks for them. */
export const Filtered: Story = {
  args: { url: '/orgs/3/settings/people?status=is_full_term_member&member_status=ACTIVE&sort=-last_updated' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('grid', { name: 'People' });
    await within(table).findByRole('button', { name: 'Osei, Margaret' });
    await expect(lastRequest()?.get('status')).toBe('is_full_term_member');
    await expect(lastRequest()?.get('member_status')).toBe('ACTIVE');
    await expect(lastRequest()?.get('sort')).toBe('-last_updated');
    for (const row of within(table).getAllByRole('row').slice(1)) {
      await expect(row).toHaveTextContent('Full-term member');
    }
  },
};

/**
 * Download CSV fetches the list as filtered through the API client (credentials, Accept-Language) and saves
 * it under the name the server gives.
 */
export const DownloadedCsv: Story = {
  args: { url: '/orgs/3/settings/people?status=is_full_term_member&member_status=ACTIVE&sort=-last_updated' },
  play: async ({ canvasElement }) => {
    const files = catchSavedFiles(canvasElement.ownerDocument);
    try {
      await pressDownload(canvasElement);
      await waitFor(() => expect(files.saved).toHaveLength(1), { timeout: 3000 });
      const request = exports.mock.lastCall?.[0];
      await expect(request?.url).toMatch(
        /\/api\/person-profiles\/export\.csv\?organisation=3&sort=-last_updated&status=is_full_term_member&member_status=ACTIVE$/,
      );
      await expect(request?.headers.get('Accept-Language')).toBe('en');
      await expect(request?.credentials).toBe('include');
      await expect(files.saved[0]?.name).toBe('people-2026-11-26.csv');
      await expect(await files.saved[0]?.text).toContain('11,Margaret,Osei');
      await expect(within(canvasElement).getByRole('button', { name: 'Download CSV' })).toHaveFocus();
      await expect(within(canvasElement).queryByRole('alert')).toBeNull();
    } finally {
      files.stop();
    }
  },
};

/** While the file downloads, the button says so, and pressing it again asks for no second file. */
export const DownloadingCsv: Story = {
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
    const button = await within(canvasElement).findByRole('button', { name: 'Downloading CSV…' });
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(exports).toHaveBeenCalledTimes(1);
  },
};

/** Exporting too often (429): no file is saved, and the page says how long to wait (Retry-After). */
export const CsvRateLimited: Story = {
  beforeEach: ({ msw }) => {
    msw.use(organisationHandlers.rateLimited('exportPersonProfiles', 42));
  },
  play: async ({ canvasElement }) => {
    const files = catchSavedFiles(canvasElement.ownerDocument);
    try {
      await pressDownload(canvasElement);
      const alert = await within(canvasElement).findByRole('alert');
      await expect(alert).toHaveTextContent('The CSV could not be downloaded.');
      await expect(alert).toHaveTextContent('Too many downloads in a short time. Try again in 42 seconds.');
      await expect(files.saved).toHaveLength(0);
    } finally {
      files.stop();
    }
  },
};

/** The server failing: no file is saved, and the page says what to do. */
export const CsvServerError: Story = {
  beforeEach: ({ msw }) => {
    msw.use(organisationHandlers.failing('exportPersonProfiles'));
  },
  play: async ({ canvasElement }) => {
    const files = catchSavedFiles(canvasElement.ownerDocument);
    try {
      await pressDownload(canvasElement);
      const alert = await within(canvasElement).findByRole('alert');
      await expect(alert).toHaveTextContent('The server ran into a problem. Try again in a moment');
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
    await canvas.findByText('Showing 26–27 of 27');
    const trigger = canvas.getByRole('button', { name: /Member status/ });
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await within(canvasElement.ownerDocument.body).findByRole('listbox');
    await waitFor(
      () => expect(within(listbox).getByRole('option', { name: 'Any member status' })).toHaveFocus(),
      { timeout: 3000 },
    );
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(lastRequest()?.get('member_status')).toBe('INACTIVE'), { timeout: 3000 });
    await expect(trigger).toHaveTextContent('Inactive');
    await expect(lastRequest()?.get('page')).toBe('1');
    const table = canvas.getByRole('grid', { name: 'People' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4), { timeout: 3000 });
    await expect(within(table).getByRole('button', { name: 'Dahl, Ingrid' })).toBeVisible();
  },
};

/** A search typed and sent with Enter asks the server and resets the page. */
export const Searched: Story = {
  args: { url: '/orgs/3/settings/people?page=2' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Showing 26–27 of 27');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Search by name' }), 'jose{Enter}');
    const table = canvas.getByRole('grid', { name: 'People' });
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
    await expect(await canvas.findByText('Nothing matches these filters')).toBeVisible();
    await expect(canvas.queryByRole('grid')).toBeNull();
    canvas.getByRole('button', { name: 'Clear filters' }).focus();
    await userEvent.keyboard('{Enter}');
    const table = await canvas.findByRole('grid', { name: 'People' });
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
    const table = await within(canvasElement).findByRole('grid', { name: 'People' });
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
    await expect(
      await within(canvasElement).findByText('Your organisation has no people yet.'),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(organisationHandlers.loading('listPersonProfiles'));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading…')).toBeVisible();
  },
};

export const LoadError: Story = {
  beforeEach: ({ msw }) => {
    msw.use(organisationHandlers.failing('listPersonProfiles'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The people could not be loaded.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
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
    const table = await canvas.findByRole('grid', { name: 'People' });
    const name = await within(table).findByRole('button', { name: 'Achieng, Esther' });
    canvas.getByRole('button', { name: /Sort by/ }).focus();
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
    await expect(within(dialog).getByRole('link', { name: 'View profile' })).toHaveAttribute(
      'href',
      '/person-profiles/123',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(name).toHaveFocus());
  },
};
