import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyMember, storyProfile } from '../../../features/my-aim/stories/fixtures.ts';
import { myAimHandlers } from '../../../features/my-aim/stories/handlers.ts';
import { PageStory } from '../../../features/my-aim/stories/PageStory.tsx';
import { routePaths } from '../../../routes/route-names.ts';
import { Page } from './FamilyPage.tsx';

const meta = {
  title: 'App/My AIM/Family',
  component: PageStory,
  tags: ['autodocs'],
  args: { page: Page, path: routePaths.FamiliesShow, url: '/families/4', user: storyMember },
  beforeEach: ({ msw }) => {
    msw.use(myAimHandlers.profile(storyProfile));
  },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OwnFamily: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Osei family' })).toBeVisible();
    await expect(canvas.getByText('21st Aug 2010')).toBeVisible();
  },
};

export const AnotherFamily: Story = {
  args: { url: '/families/5' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: /Page Not Found/ })).toBeVisible();
  },
};
