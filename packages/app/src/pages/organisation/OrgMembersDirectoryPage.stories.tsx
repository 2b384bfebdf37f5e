import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { myAimHandlers, storyProfile } from '../../features/my-aim/stories/index.ts';
import { organisationHandlers, storyPeople } from '../../features/organisation/stories/index.ts';
import { peopleHandlers, storyFamily } from '../../features/people/stories/index.ts';
import { routePaths } from '../../routes/route-names.ts';
import { atPhoneWidth, expectNoSidewaysScroll, PageStory } from '../../shared/stories/index.ts';
import { storyOfficeStaff } from '../../shell/stories/office-staff.ts';
import { Page } from './OrgMembersDirectoryPage.tsx';

const requests = fn<(url: URL) => void>();
const lastRequest = () => requests.mock.lastCall?.[0].searchParams;

const meta = {
  title: 'App/Organisation/Directory',
  component: PageStory,
  tags: ['autodocs'],
  args: {
    page: Page,
    path: routePaths.OrgMembersDirectory,
    url: '/orgs/3/members-directory',
    user: storyOfficeStaff,
  },
  beforeEach: ({ msw }) => {
    requests.mockClear();
    msw.use(organisationHandlers.people(storyPeople, requests));
  },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The members with their e-mail and member status, 24 to a page. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Directory' })).toBeVisible();
    const list = await canvas.findByRole('list', { name: 'Members' });
    const members = within(list).getAllByRole('listitem');
    await expect(members).toHaveLength(24);
    await expect(within(list).getByRole('button', { name: 'Esther Achieng' })).toBeVisible();
    await expect(members[0]).toHaveTextContent('esther.achieng@example.org');
    await expect(lastRequest()?.get('organisation')).toBe('3');
    await expect(lastRequest()?.get('per_page')).toBe('24');
    await expect(canvas.getByText('Showing 1–24 of 27')).toBeVisible();
    await expect(canvas.getByText('27 members')).toHaveAttribute('role', 'status');
    // Three cards to a row on a wide screen, all of one height.
    const heights = members.slice(0, 3).map((member) => member.getBoundingClientRect().height);
    await expect(new Set(heights).size).toBe(1);
  },
};

/** On a phone the cards stand one above the other and long e-mail addresses wrap only after @ or a dot. */
export const LoadedAtPhoneWidth: Story = {
  ...atPhoneWidth,
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('list', { name: 'Members' });
    const [first, second] = within(list)
      .getAllByRole('listitem')
      .map((member) => member.getBoundingClientRect());
    await expect(second?.top).toBeGreaterThan(first?.bottom ?? 0);
    await expectNoSidewaysScroll();
  },
};

/** A member's name opens their pop-up, which leads on to the whole profile. */
export const OpensThePopUp: Story = {
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
    const list = await canvas.findByRole('list', { name: 'Members' });
    await userEvent.click(within(list).getByRole('button', { name: 'Esther Achieng' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Esther Achieng',
    });
    await expect(
      await within(dialog).findByRole('heading', { level: 2, name: 'Mrs Margaret Ama Osei' }),
    ).toBeVisible();
    await expect(within(dialog).getByRole('link', { name: 'View profile' })).toHaveAttribute(
      'href',
      '/person-profiles/123',
    );
    await userEvent.keyboard('{Escape}');
  },
};

/** Opened from the global search's "Show more" with its query; a new search is sent with Enter. */
export const Searched: Story = {
  args: { url: '/orgs/3/members-directory?search=jos%C3%A9' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Members' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    await expect(within(list).getByRole('button', { name: 'José Núñez' })).toBeVisible();
    const search = canvas.getByRole('textbox', { name: 'Search the directory' });
    await expect(search).toHaveValue('josé');
    await userEvent.clear(search);
    await userEvent.type(search, 'okafor{Enter}');
    await expect(await canvas.findByRole('button', { name: 'Amara Okafor' })).toBeVisible();
    await expect(lastRequest()?.get('search')).toBe('okafor');
  },
};

/** A search that finds no one offers to clear it, which shows everyone again. */
export const NoMatches: Story = {
  args: { url: '/orgs/3/members-directory?search=nobody' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Nothing matches these filters')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(await canvas.findByRole('list', { name: 'Members' })).toBeVisible();
    await expect(lastRequest()?.get('search')).toBeNull();
    await expect(canvas.getByRole('textbox', { name: 'Search the directory' })).toHaveValue('');
  },
};

export const Empty: Story = {
  beforeEach: ({ msw }) => {
    msw.use(organisationHandlers.people([]));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('The directory is empty.')).toBeVisible();
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
    await expect(await canvas.findByText('The directory could not be loaded.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
