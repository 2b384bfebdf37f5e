import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { ButtonLink } from './ButtonLink.tsx';

const meta = {
  title: 'Components/Actions/ButtonLink',
  component: ButtonLink,
  tags: ['autodocs'],
  args: { children: 'Return Home', href: '#home' },
} satisfies Meta<typeof ButtonLink>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const link = canvas.getByRole('link', { name: 'Return Home' });
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('href', '#home');
  },
};

export const States: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12 }}>
      <ButtonLink {...args} variant="primary" />
      <ButtonLink {...args} variant="secondary" />
      <ButtonLink {...args} variant="tertiary" />
    </div>
  ),
};
