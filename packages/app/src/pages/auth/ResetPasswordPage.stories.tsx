import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { t } from '../../../../../.storybook/story-text.ts';
import { fieldLabel } from '../../shared/stories/index.ts';
import { AuthStoryRouter } from './stories/AuthStoryRouter.tsx';
import { authHandlers, authPaths } from './stories/auth-handlers.ts';
import { choosePasswordByKeyboard } from './stories/keyboard.ts';

const meta = {
  title: 'Screens/Sign-in/Reset password',
  component: AuthStoryRouter,
  tags: ['autodocs'],
  args: { url: '/reset-password?token=reset-token', enterApp: fn() },
} satisfies Meta<typeof AuthStoryRouter>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The screen as people see it: choosing a new password. */
export const Overview: Story = {};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: t('auth:resetPassword.title') }),
    ).toBeVisible();
  },
};

export const PasswordsDiffer: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await choosePasswordByKeyboard('a brand new passphrase', 'a brand new passphrasE');
    const confirmation = canvas.getByLabelText(fieldLabel(t('auth:authForm.confirmPassword')));
    await waitFor(() => expect(confirmation).toHaveFocus());
    await expect(confirmation).toHaveAccessibleDescription(t('auth:authForm.passwordsDiffer'));
  },
};

export const RefusedByTheServer: Story = {
  beforeEach: ({ msw }) =>
    msw.use(
      authHandlers.invalid(authPaths.resetPassword, { password: ['must be at least 12 characters long'] }),
    ),
  play: async ({ canvasElement }) => {
    await choosePasswordByKeyboard('a brand new passphrase');
    await waitFor(() =>
      expect(
        within(canvasElement).getByLabelText(fieldLabel(t('auth:authForm.newPassword'))),
      ).toHaveAccessibleDescription(/must be at least 12 characters long/),
    );
  },
};

export const TooManyAttempts: Story = {
  beforeEach: ({ msw }) => msw.use(authHandlers.rateLimited(authPaths.resetPassword, 300)),
  play: async ({ canvasElement }) => {
    await choosePasswordByKeyboard('a brand new passphrase');
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      t('auth:authForm.rateLimited', { count: 5 }),
    );
  },
};

export const NetworkDown: Story = {
  beforeEach: ({ msw }) => msw.use(authHandlers.networkDown(authPaths.resetPassword)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await choosePasswordByKeyboard('a brand new passphrase');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('auth:authForm.network'));
    await expect(canvas.getByLabelText(fieldLabel(t('auth:authForm.newPassword')))).toHaveValue(
      'a brand new passphrase',
    );
  },
};

/** The server starts no session for a reset: the user signs in with the new password. */
export const Resets: Story = {
  beforeEach: ({ msw }) => msw.use(authHandlers.passwordReset),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await choosePasswordByKeyboard('a brand new passphrase');
    await expect(
      await canvas.findByRole('heading', { level: 1, name: t('auth:signIn.title') }),
    ).toBeVisible();
    await expect(canvas.getByText(t('auth:signIn.passwordChanged'))).toBeVisible();
  },
};
