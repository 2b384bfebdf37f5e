import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { t, text } from '../../../../.storybook/story-text.ts';
import { NotReadyPage } from './NotReadyPage.tsx';

const meta = {
  title: 'Patterns/Error and message pages/NotReadyPage',
  component: NotReadyPage,
  tags: ['autodocs'],
  args: { homeHref: '#home' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof NotReadyPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A page of the menus whose screen comes in a later version. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: t('notReady.title') })).toBeVisible();
    await expect(canvas.getByText(text('notReady.text'))).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('link')).toHaveFocus();
    await expect(canvas.getByRole('link')).toHaveAttribute('href', '#home');
  },
};
