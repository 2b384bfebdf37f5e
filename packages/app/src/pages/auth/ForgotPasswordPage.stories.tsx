import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { AuthStoryRouter } from './stories/AuthStoryRouter.tsx';
import { authHandlers, authPaths } from './stories/auth-handlers.ts';
import { askForLinkByKeyboard } from './stories/keyboard.ts';

const meta = {
  title: 'App/Auth/ForgotPassword',
  component: AuthStoryRouter,
  tags: ['autodocs'],
  args: { url: '/forgot-password', enterApp: fn() },
} satisfies Meta<typeof AuthStoryRouter>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'Forgot your password?' }),
    ).toBeVisible();
  },
};

export const MissingEmail: Story = {
  play: async ({ canvasElement }) => {
    await askForLinkByKeyboard('');
    const email = within(canvasElement).getByRole('textbox', { name: /E-mail address/ });
    await waitFor(() => expect(email).toHaveAccessibleDescription('Enter your e-mail address.'));
  },
};

export const RefusedByTheServer: Story = {
  beforeEach: ({ msw }) =>
    msw.use(
      authHandlers.invalid(authPaths.forgotPassword, { email: ['must be at most 320 characters long'] }),
    ),
  play: async ({ canvasElement }) => {
    await askForLinkByKeyboard('someone@example.org');
    const email = within(canvasElement).getByRole('textbox', { name: /E-mail address/ });
    await waitFor(() => expect(email).toHaveAccessibleDescription('must be at most 320 characters long'));
    await expect(email).toHaveValue('someone@example.org');
  },
};

/** 429 (three requests an hour per address): the minutes to wait, the address kept. */
export const TooManyRequests: Story = {
  beforeEach: ({ msw }) => msw.use(authHandlers.rateLimited(authPaths.forgotPassword, 3000)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await askForLinkByKeyboard('someone@example.org');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Try again in 50 minutes.',
    );
    await expect(canvas.getByRole('textbox', { name: /E-mail address/ })).toHaveValue('someone@example.org');
  },
};

/** The same confirmation whether or not the address has an account (A5). */
export const LinkRequested: Story = {
  beforeEach: ({ msw }) => msw.use(authHandlers.resetLinkRequested),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await askForLinkByKeyboard('someone@example.org');
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      /If an account uses someone@example\.org, a message with a link/,
    );
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};
