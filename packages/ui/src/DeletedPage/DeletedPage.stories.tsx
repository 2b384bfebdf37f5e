import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { t, text } from '../../../../.storybook/story-text.ts';
import { DeletedPage } from './DeletedPage.tsx';

const meta = {
  title: 'Patterns/Error and message pages/DeletedPage',
  component: DeletedPage,
  tags: ['autodocs'],
  args: { title: 'Summer outreach 2024' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof DeletedPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Title: Story = {
  name: 'Titled "<title> Deleted"',
  tags: ['R-ERROR-010'],
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: t('deleted.title', { title: 'Summer outreach 2024' }) }),
    ).toBeVisible();
  },
};

export const Text: Story = {
  name: 'Says the page was deleted',
  tags: ['R-ERROR-011'],
  play: async ({ canvas }) => {
    await expect(canvas.getByText(text('deleted.text'))).toBeVisible();
  },
};

export const LongContent: Story = {
  args: { title: 'Orientation week for the long-term teams in the southern region, second intake' },
};
