import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { DeletedPage } from './DeletedPage.tsx';

const meta = {
  title: 'Pages/DeletedPage',
  component: DeletedPage,
  tags: ['autodocs'],
  args: { title: 'Summer outreach 2024' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof DeletedPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Title: Story = {
  name: 'R-ERROR-010 titled "<title> Deleted"',
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Summer outreach 2024 Deleted' }),
    ).toBeVisible();
  },
};

export const Text: Story = {
  name: 'R-ERROR-011 says the page was deleted',
  play: async ({ canvas }) => {
    await expect(canvas.getByText('This page was deleted and is no longer available.')).toBeVisible();
  },
};

export const LongContent: Story = {
  args: { title: 'Orientation week for the long-term teams in the southern region, second intake' },
};
