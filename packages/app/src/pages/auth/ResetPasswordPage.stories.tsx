import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { AuthStoryRouter } from './stories/AuthStoryRouter.tsx';
import { authHandlers, authPaths } from './stories/auth-handlers.ts';
import { choosePasswordByKeyboard } from './stories/keyboard.ts';

const meta = {
  title: 'App/Auth/ResetPassword',
  component: AuthStoryRouter,
  tags: ['autodocs'],
  args: { url: '/reset-password?token=reset-token', enterApp: fn() },
} satisfies Meta<typeof AuthStoryRouter>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'Choose a new password' }),
    ).toBeVisible();
  },
};

export const PasswordsDiffer: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await choosePasswordByKeyboard('a brand new passphrase', 'a brand new passphrasE');
    const confirmation = canvas.getByLabelText(/^New password again/);
    await waitFor(() => expect(confirmation).toHaveFocus());
    await expect(confirmation).toHaveAccessibleDescription('The two passwords are not the same.');
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
      expect(within(canvasElement).getByLabelText(/^New password\*?$/)).toHaveAccessibleDescription(
        /must be at least 12 characters long/,
      ),
    );
  },
};

export const TooManyAttempts: Story = {
  beforeEach: ({ msw }) => msw.use(authHandlers.rateLimited(authPaths.resetPassword, 300)),
  play: async ({ canvasElement }) => {
    await choosePasswordByKeyboard('a brand new passphrase');
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Too many attempts. Try again in 5 minutes.',
    );
  },
};

export const NetworkDown: Story = {
  beforeEach: ({ msw }) => msw.use(authHandlers.networkDown(authPaths.resetPassword)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await choosePasswordByKeyboard('a brand new passphrase');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(/could not be reached/);
    await expect(canvas.getByLabelText(/^New password\*?$/)).toHaveValue('a brand new passphrase');
  },
};

/** The server starts no session for a reset: the user signs in with the new password. */
export const Resets: Story = {
  beforeEach: ({ msw }) => msw.use(authHandlers.passwordReset),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await choosePasswordByKeyboard('a brand new passphrase');
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(canvas.getByText('Your new password is set. Sign in with it.')).toBeVisible();
  },
};
