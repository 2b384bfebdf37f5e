import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { GenericErrorPage } from './GenericErrorPage.tsx';

const meta = {
  title: 'Pages/GenericErrorPage',
  component: GenericErrorPage,
  tags: ['autodocs'],
  args: { supportEmail: 'support@example.org', onReload: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof GenericErrorPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const States: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText(/support@example\.org/)).toBeVisible();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onReload).toHaveBeenCalledOnce();
  },
};

export const WithoutSupportContact: Story = {
  args: { supportEmail: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(/@/)).toBeNull();
  },
};
