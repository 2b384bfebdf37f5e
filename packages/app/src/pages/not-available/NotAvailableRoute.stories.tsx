import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Page } from './NotAvailableRoute.tsx';

const meta = {
  title: 'App/NotAvailable',
  component: Page,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Page>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A page of the menus whose screen comes in a later version. */
export const Default: Story = {
  play: async ({ canvas, globals }) => {
    if (globals.locale === 'en' || !globals.locale) {
      await expect(
        canvas.getByRole('heading', { level: 1, name: 'This page is not ready yet' }),
      ).toBeVisible();
      await expect(
        canvas.getByText('This part of Mobilise is still being built and comes in a later version.'),
      ).toBeVisible();
    }
    await userEvent.tab();
    await expect(canvas.getByRole('link')).toHaveFocus();
    await expect(canvas.getByRole('link')).toHaveAttribute('href', '/');
  },
};
