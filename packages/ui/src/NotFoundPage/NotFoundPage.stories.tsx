import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { NotFoundPage } from './NotFoundPage.tsx';

const meta = {
  title: 'Pages/NotFoundPage',
  component: NotFoundPage,
  tags: ['autodocs'],
  args: { homeHref: '#home' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof NotFoundPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const States: Story = {
  play: async ({ canvas, globals }) => {
    if (globals.locale === 'en' || !globals.locale) {
      await expect(canvas.getByRole('heading', { level: 1, name: 'Oops! Page Not Found.' })).toBeVisible();
      await expect(
        canvas.getByText('The page you are looking for may have moved, been deleted or never existed.'),
      ).toBeVisible();
    }
    await userEvent.tab();
    await expect(canvas.getByRole('link')).toHaveFocus();
    await expect(canvas.getByRole('link')).toHaveAttribute('href', '#home');
  },
};
