import { personProfilesPath } from '@mobilise/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { storyProfile } from '../../features/my-aim/stories/fixtures.ts';
import { myAimHandlers } from '../../features/my-aim/stories/handlers.ts';
import { PageStory } from '../../features/my-aim/stories/PageStory.tsx';
import { storyPeople } from '../../features/organisation/stories/fixtures.ts';
import { organisationHandlers } from '../../features/organisation/stories/handlers.ts';
import { storyFamily } from '../../features/people/stories/fixtures.ts';
import { peopleHandlers } from '../../features/people/stories/handlers.ts';
import { routePaths } from '../../routes/route-names.ts';
import { storyOfficeStaff } from '../../shell/stories/office-staff.ts';
import { Page } from './OrgPersonProfilesPage.tsx';

const requests = fn<(url: URL) => void>();
const lastRequest = () => requests.mock.lastCall?.[0].searchParams;

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
    msw.use(organisationHandlers.people(storyPeople, requests));
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
    await expect(lastRequest()?.get('organisation')).toBe('3');
    await expect(lastRequest()?.has('with_status')).toBe(true);
    const next = canvas.getByRole('button', { name: 'Next page' });
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

/** Filters from the URL: the list asks for them, and the CSV link exports the same list. */
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
    const download = canvas.getByRole('link', { name: 'Download CSV' });
    await expect(download).toHaveAttribute('download');
    await expect(download).toHaveAttribute(
      'href',
      '/api/person-profiles/export.csv?organisation=3&sort=-last_updated&status=is_full_term_member&member_status=ACTIVE',
    );
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

export const NoMatches: Story = {
  args: { url: '/orgs/3/settings/people?search=nobody' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No one matches these filters.')).toBeVisible();
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
    msw.use(organisationHandlers.loading(personProfilesPath));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toBeVisible();
  },
};

export const LoadError: Story = {
  beforeEach: ({ msw }) => {
    msw.use(organisationHandlers.failing(personProfilesPath));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The people could not be loaded.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** The keyboard reaches a person's name in the table (Tab into the grid, an arrow key), and Enter opens
 * their pop-up (spec 02 §2), which leads on to the whole profile. */
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
