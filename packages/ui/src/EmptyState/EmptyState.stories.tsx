import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { EmptyState } from './EmptyState.tsx';
import { ErrorState } from './ErrorState.tsx';
import { LoadingState } from './LoadingState.tsx';

const meta = {
  title: 'Components/Data/EmptyState',
  component: EmptyState,
  tags: ['autodocs'],
  args: { title: 'No files attached yet.', children: 'Files added to this record appear here.' },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No files attached yet.')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const WithAction: Story = {
  args: { action: <Button onPress={fn()}>Add a file</Button> },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Add a file' })).toHaveFocus();
  },
};

export const LongContent: Story = {
  args: {
    title: 'Nobody in this organisation matches every one of the filters you have chosen at the moment',
    children:
      'Try removing a filter or two, or widen the dates: people who joined before the start date or left after the end date are not included in this list, in any language.',
  },
};

export const States: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <EmptyState {...args} action={<Button variant="secondary">Add a file</Button>} />
      <LoadingState />
      <ErrorState onRetry={() => undefined}>The list could not be loaded.</ErrorState>
    </div>
  ),
};
