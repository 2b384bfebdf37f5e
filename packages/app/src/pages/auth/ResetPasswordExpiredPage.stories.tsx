import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { t } from '../../../../../.storybook/story-text.ts';
import { AuthStoryRouter } from './stories/AuthStoryRouter.tsx';
import { authHandlers, authPaths } from './stories/auth-handlers.ts';
import { choosePasswordByKeyboard } from './stories/keyboard.ts';

const meta = {
  title: 'Screens/Sign-in/Reset link expired',
  component: AuthStoryRouter,
  tags: ['autodocs'],
  args: { url: '/reset-password/expired', enterApp: fn() },
} satisfies Meta<typeof AuthStoryRouter>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The screen as people see it: the link no longer works, and the way to a new one. */
export const Overview: Story = {};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      t('auth:resetPasswordExpired.title'),
    );
    await expect(canvas.getByRole('link', { name: t('auth:authForm.backToSignIn') })).toHaveAttribute(
      'href',
      '/login',
    );
  },
};

/** The way on, by keyboard: a new link. */
export const AsksForANewLink: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: t('auth:forgotPassword.title') }),
    ).toBeVisible();
  },
};

/** An expired, used or superseded link: the expired page. */
export const FromAnExpiredLink: Story = {
  args: { url: '/reset-password?token=used-reset-link' },
  beforeEach: ({ msw }) => msw.use(authHandlers.linkExpired(authPaths.resetPassword)),
  play: async ({ canvasElement }) => {
    await choosePasswordByKeyboard('a brand new passphrase');
    await expect(
      await within(canvasElement).findByRole('heading', { name: t('auth:resetPasswordExpired.title') }),
    ).toBeVisible();
  },
};
