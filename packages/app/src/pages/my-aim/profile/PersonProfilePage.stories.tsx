import { membershipsPath } from '@mobilise/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyMember, storyProfile } from '../../../features/my-aim/stories/fixtures.ts';
import { myAimHandlers } from '../../../features/my-aim/stories/handlers.ts';
import { PageStory } from '../../../features/my-aim/stories/PageStory.tsx';
import { storyMemberships, storyToday } from '../../../features/people/stories/fixtures.ts';
import { peopleHandlers } from '../../../features/people/stories/handlers.ts';
import { TodayContext } from '../../../features/people/today.tsx';
import { routePaths } from '../../../routes/route-names.ts';
import { Page } from './PersonProfilePage.tsx';

const meta = {
  title: 'App/My AIM/Person profile',
  component: PageStory,
  tags: ['autodocs'],
  args: { page: Page, path: routePaths.PersonProfilesShow, url: '/person-profiles/21', user: storyMember },
  decorators: [
    (Story) => (
      <TodayContext.Provider value={storyToday}>
        <Story />
      </TodayContext.Provider>
    ),
  ],
  beforeEach: ({ msw }) => {
    msw.use(myAimHandlers.profile(storyProfile), peopleHandlers.memberships(storyMemberships));
  },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OwnProfile: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Mrs Margaret Ama Osei' }),
    ).toBeVisible();
    await expect(canvas.getByText('14th May 1986 (age 40)')).toBeVisible();
    await expect(canvas.getByText('AIM Europe')).toBeVisible();
    await expect(canvas.getByText('Nairobi Schools Team, Nairobi, Kenya')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Edit profile' })).toHaveAttribute(
      'href',
      '/person-profiles/21/edit',
    );
  },
};

/** An id the server does not answer (unknown or out of scope) is not found. */
export const NotFound: Story = {
  args: { url: '/person-profiles/99' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: /Page Not Found/ })).toBeVisible();
  },
};

/** The person's memberships, newest start first, each type in its badge colour. */
export const Memberships: Story = {
  name: 'R-MEMBERSHIP-007 the memberships of the person, newest start first',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = await canvas.findByRole('region', { name: 'Memberships' });
    const items = await within(card).findAllByRole('listitem');
    await expect(items.map((item) => item.querySelector('span')?.textContent)).toEqual([
      'Affiliate',
      'Full term',
      'Short term',
    ]);
    await expect(items[1]).toHaveTextContent('From Feb 2025 (last year) · until 31st Jan 2028 (next year)');
  },
};

export const NoMemberships: Story = {
  beforeEach: ({ msw }) => {
    msw.use(peopleHandlers.memberships([]));
  },
  play: async ({ canvasElement }) => {
    const card = await within(canvasElement).findByRole('region', { name: 'Memberships' });
    await expect(await within(card).findByText('No memberships are recorded.')).toBeVisible();
  },
};

export const MembershipsFailed: Story = {
  beforeEach: ({ msw }) => {
    msw.use(peopleHandlers.refused(membershipsPath));
  },
  play: async ({ canvasElement }) => {
    const card = await within(canvasElement).findByRole('region', { name: 'Memberships' });
    await expect(await within(card).findByText('The memberships could not be loaded.')).toBeVisible();
    await expect(within(card).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
