import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { t } from '../../../../../.storybook/story-text.ts';
import { myAimHandlers, storyProfile } from '../../features/my-aim/stories/index.ts';
import { organisationHandlers, storyPeople } from '../../features/organisation/stories/index.ts';
import { peopleHandlers, storyFamily } from '../../features/people/stories/index.ts';
import { routePaths } from '../../routes/route-names.ts';
import { atPhoneWidth, expectNoSidewaysScroll, PageStory, shellSettled } from '../../shared/stories/index.ts';
import { storyOfficeStaff } from '../../shell/stories/office-staff.ts';
import { Page } from './OrgMembersDirectoryPage.tsx';

const requests = fn<(url: URL) => void>();
const lastRequest = () => requests.mock.lastCall?.[0].searchParams;

const meta = {
  title: 'Screens/Organisation/Directory',
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

/** The screen as people see it: the first page of member cards. */
export const Overview: Story = {};

/** The members with their e-mail and member status, 24 to a page. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: t('organisation:directory.title') }),
    ).toBeVisible();
    const list = await canvas.findByRole('list', { name: t('organisation:directory.listLabel') });
    const members = within(list).getAllByRole('listitem');
    await expect(members).toHaveLength(24);
    await expect(within(list).getByRole('button', { name: 'Esther Achieng' })).toBeVisible();
    await expect(members[0]).toHaveTextContent('esther.achieng@example.org');
    await expect(lastRequest()?.get('organisation')).toBe('3');
    await expect(lastRequest()?.get('per_page')).toBe('24');
    await expect(canvas.getByText(t('ui:pagination.summary', { from: 1, to: 24, total: 27 }))).toBeVisible();
    await expect(canvas.getByText(t('organisation:directory.count', { count: 27 }))).toHaveAttribute(
      'role',
      'status',
    );
    // Three cards to a row on a wide screen, all of one height.
    const heights = members.slice(0, 3).map((member) => member.getBoundingClientRect().height);
    await expect(new Set(heights).size).toBe(1);
  },
};

/** On a phone the cards stand one above the other and long e-mail addresses wrap only after @ or a dot. */
export const LoadedAtPhoneWidth: Story = {
  ...atPhoneWidth,
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('list', {
      name: t('organisation:directory.listLabel'),
    });
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
    const list = await canvas.findByRole('list', { name: t('organisation:directory.listLabel') });
    await userEvent.click(within(list).getByRole('button', { name: 'Esther Achieng' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Esther Achieng',
    });
    await expect(
      await within(dialog).findByRole('heading', { level: 2, name: 'Mrs Margaret Ama Osei' }),
    ).toBeVisible();
    await expect(within(dialog).getByRole('link', { name: t('people:popUp.viewProfile') })).toHaveAttribute(
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
    const list = await canvas.findByRole('list', { name: t('organisation:directory.listLabel') });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    await expect(within(list).getByRole('button', { name: 'José Núñez' })).toBeVisible();
    const search = canvas.getByRole('textbox', { name: t('organisation:directory.searchLabel') });
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
    await expect(await canvas.findByText(t('ui:listPage.noMatches'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('ui:listPage.clearFilters') }));
    await expect(
      await canvas.findByRole('list', { name: t('organisation:directory.listLabel') }),
    ).toBeVisible();
    await expect(lastRequest()?.get('search')).toBeNull();
    await expect(canvas.getByRole('textbox', { name: t('organisation:directory.searchLabel') })).toHaveValue(
      '',
    );
  },
};

export const Empty: Story = {
  beforeEach: ({ msw }) => {
    msw.use(organisationHandlers.people([]));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(t('organisation:directory.empty'))).toBeVisible();
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
    await expect(await canvas.findByText(t('organisation:directory.loadError'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('ui:emptyState.retry') })).toBeVisible();
  },
};

/** The directory as office staff see it, under the Organisation tab with its sidebar. */
export const InTheShell: Story = {
  name: 'In the shell',
  args: { inShell: true },
  play: async ({ canvasElement }) => {
    const main = await within(canvasElement).findByRole('main');
    await within(main).findByRole('button', { name: 'Esther Achieng' });
    await shellSettled(canvasElement, { search: true });
  },
};
