import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { NotReadyPage } from './NotReadyPage.tsx';

const meta = {
  title: 'Pages/NotReadyPage',
  component: NotReadyPage,
  tags: ['autodocs'],
  args: { homeHref: '#home' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof NotReadyPage>;
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
    await expect(canvas.getByRole('link')).toHaveAttribute('href', '#home');
  },
};
