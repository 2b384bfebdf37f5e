import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { viewports } from '../styles/layoutStories.tsx';
import { expectFitsViewport, expectWordsWhole } from '../styles/textFitStories.ts';
import { MessagePage, messageTextClass } from './MessagePage.tsx';

const meta = {
  title: 'Patterns/Error and message pages/MessagePage',
  component: MessagePage,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen', ...viewports },
  args: {
    title: 'Your application was sent',
    children: <p className={messageTextClass}>The office will write to you within two weeks.</p>,
    actions: <Button variant="secondary">Back to the dashboard</Button>,
  },
} satisfies Meta<typeof MessagePage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Your application was sent' });
    const heading = canvas.getByRole('heading', { level: 1 });
    await expect(region).toContainElement(heading);
    // The page header's h1, which the shell focuses after a navigation.
    await expect(heading).toHaveAttribute('tabindex', '-1');
    await expect(canvas.getByRole('button', { name: 'Back to the dashboard' })).toBeVisible();
  },
};

export const WithoutActions: Story = { args: { actions: undefined } };

const longContent = {
  title: 'Your application to the Lisbon regional organisation was sent to the mobilisation office',
  children: (
    <p className={messageTextClass}>
      The office reads every application, writes to each referee and to you within two weeks, and will ask for
      anything missing before any decision is made.
    </p>
  ),
};

export const LongContent: Story = { args: longContent };

/** On a phone a long title wraps between words and nothing is wider than the screen. */
export const LongContentAt375: Story = {
  args: longContent,
  globals: { viewport: { value: 'w375', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expectFitsViewport(canvasElement);
    await expectWordsWhole(canvasElement);
  },
};
