import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { t } from '../../../../../.storybook/story-text.ts';
import { fieldLabel } from '../../shared/stories/index.ts';
import { AuthStoryRouter } from './stories/AuthStoryRouter.tsx';
import { authHandlers, authPaths } from './stories/auth-handlers.ts';
import { askForLinkByKeyboard } from './stories/keyboard.ts';

const meta = {
  title: 'Screens/Sign-in/Forgot password',
  component: AuthStoryRouter,
  tags: ['autodocs'],
  args: { url: '/forgot-password', enterApp: fn() },
} satisfies Meta<typeof AuthStoryRouter>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The screen as people see it: the e-mail address to send a new-password link to. */
export const Overview: Story = {};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: t('auth:forgotPassword.title') }),
    ).toBeVisible();
  },
};

export const MissingEmail: Story = {
  play: async ({ canvasElement }) => {
    await askForLinkByKeyboard('');
    const email = within(canvasElement).getByRole('textbox', { name: fieldLabel(t('auth:authForm.email')) });
    await waitFor(() => expect(email).toHaveAccessibleDescription(t('auth:authForm.emailMissing')));
  },
};

export const RefusedByTheServer: Story = {
  beforeEach: ({ msw }) =>
    msw.use(
      authHandlers.invalid(authPaths.forgotPassword, { email: ['must be at most 320 characters long'] }),
    ),
  play: async ({ canvasElement }) => {
    await askForLinkByKeyboard('someone@example.org');
    const email = within(canvasElement).getByRole('textbox', { name: fieldLabel(t('auth:authForm.email')) });
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
      t('auth:authForm.rateLimited', { count: 50 }),
    );
    await expect(canvas.getByRole('textbox', { name: fieldLabel(t('auth:authForm.email')) })).toHaveValue(
      'someone@example.org',
    );
  },
};

/** The same confirmation whether or not the address has an account (A5). */
export const LinkRequested: Story = {
  beforeEach: ({ msw }) => msw.use(authHandlers.resetLinkRequested),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await askForLinkByKeyboard('someone@example.org');
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      t('auth:forgotPassword.sent', { email: 'someone@example.org' }),
    );
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};
