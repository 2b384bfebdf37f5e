import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { text } from '../../../../.storybook/story-text.ts';
import { LoadingState } from './LoadingState.tsx';

const meta = {
  title: 'Components/Data/LoadingState',
  component: LoadingState,
  tags: ['autodocs'],
} satisfies Meta<typeof LoadingState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(text('emptyState.loading'));
  },
};

export const CustomText: Story = {
  args: { children: 'Uploading…' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Uploading…');
  },
};
