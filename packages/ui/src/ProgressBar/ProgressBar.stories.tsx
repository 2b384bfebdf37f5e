import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ProgressBar } from './ProgressBar.tsx';

const meta = {
  title: 'Components/Feedback/ProgressBar',
  component: ProgressBar,
  tags: ['autodocs'],
  args: { label: 'Uploading passport.pdf', value: 40 },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof ProgressBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Uploading passport.pdf' });
    await expect(bar).toHaveAttribute('aria-valuenow', '40');
    await expect(bar).toHaveAttribute('aria-valuetext', '40%');
    await expect(canvas.getByText('40%')).toBeVisible();
  },
};

export const ValueLabel: Story = {
  args: { label: 'Files uploaded', value: 2, maxValue: 5, valueLabel: '2 of 5' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Files uploaded' })).toHaveAttribute(
      'aria-valuetext',
      '2 of 5',
    );
  },
};

export const HiddenValueLabel: Story = {
  args: { showValueLabel: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('40%')).toBeNull();
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuetext', '40%');
  },
};

export const Empty: Story = { args: { value: 0 } };

export const Complete: Story = { args: { value: 100 } };

export const LongContent: Story = {
  args: {
    label: 'Uploading a_very_long_file_name_from_the_scanner_2024-03-01_final_version_signed.pdf',
    value: 73,
  },
};

export const States: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      {[0, 25, 60, 100].map((value) => (
        <ProgressBar key={value} {...args} label={`At ${value}`} value={value} />
      ))}
    </div>
  ),
};
