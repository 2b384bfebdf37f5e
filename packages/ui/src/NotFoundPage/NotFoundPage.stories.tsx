import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { t, text } from '../../../../.storybook/story-text.ts';
import { NotFoundPage } from './NotFoundPage.tsx';

const meta = {
  title: 'Patterns/Error and message pages/NotFoundPage',
  component: NotFoundPage,
  tags: ['autodocs'],
  args: { homeHref: '#home' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof NotFoundPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const States: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: t('notFound.title') })).toBeVisible();
    await expect(canvas.getByText(text('notFound.text'))).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('link')).toHaveFocus();
    await expect(canvas.getByRole('link')).toHaveAttribute('href', '#home');
  },
};
