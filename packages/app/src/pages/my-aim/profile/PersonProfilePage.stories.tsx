import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyMember, storyProfile } from '../../../features/my-aim/stories/fixtures.ts';
import { myAimHandlers } from '../../../features/my-aim/stories/handlers.ts';
import { PageStory } from '../../../features/my-aim/stories/PageStory.tsx';
import { routePaths } from '../../../routes/route-names.ts';
import { Page } from './PersonProfilePage.tsx';

const meta = {
  title: 'App/My AIM/Person profile',
  component: PageStory,
  tags: ['autodocs'],
  args: { page: Page, path: routePaths.PersonProfilesShow, url: '/person-profiles/21', user: storyMember },
  beforeEach: ({ msw }) => {
    msw.use(myAimHandlers.profile(storyProfile));
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
