import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { myAimHandlers, storyProfile } from '../../features/my-aim/stories/index.ts';
import { organisationHandlers, storyPeople } from '../../features/organisation/stories/index.ts';
import { peopleHandlers, storyFamily } from '../../features/people/stories/index.ts';
import { routePaths } from '../../routes/route-names.ts';
import { PageStory } from '../../shared/stories/index.ts';
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

export const NoMatches: Story = {
  args: { url: '/orgs/3/members-directory?search=nobody' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('No one in the directory matches “nobody”.'),
    ).toBeVisible();
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
    await expect(await within(canvasElement).findByRole('status')).toBeVisible();
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
