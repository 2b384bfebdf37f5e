import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { t } from '../../../../../.storybook/story-text.ts';
import { containing, fieldLabel } from '../../shared/stories/index.ts';
import { AuthStoryRouter } from './stories/AuthStoryRouter.tsx';
import { authHandlers, authPaths } from './stories/auth-handlers.ts';
import { choosePasswordByKeyboard } from './stories/keyboard.ts';

const meta = {
  title: 'Screens/Sign-in/Register',
  component: AuthStoryRouter,
  tags: ['autodocs'],
  args: { url: '/register?token=invitation-token', enterApp: fn() },
} satisfies Meta<typeof AuthStoryRouter>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The screen as people see it: an invited person chooses their password. */
export const Overview: Story = {};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: t('auth:register.title') })).toBeVisible();
    await expect(
      canvas.getByLabelText(fieldLabel(t('auth:authForm.newPassword'))),
    ).toHaveAccessibleDescription(containing(t('auth:authForm.newPasswordHint', { count: 12 })));
  },
};

/** Too short and not repeated alike: said on each field before anything is sent. */
export const TooShortAndDifferent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await choosePasswordByKeyboard('short', 'shorter');
    const password = canvas.getByLabelText(fieldLabel(t('auth:authForm.newPassword')));
    await waitFor(() => expect(password).toHaveFocus());
    await expect(password).toHaveAccessibleDescription(
      containing(t('auth:authForm.passwordTooShort', { count: 12 })),
    );
    await expect(
      canvas.getByLabelText(fieldLabel(t('auth:authForm.confirmPassword'))),
    ).toHaveAccessibleDescription(t('auth:authForm.passwordsDiffer'));
  },
};

/** The server's 422 on the password field; both entries stay. */
export const RefusedByTheServer: Story = {
  beforeEach: ({ msw }) =>
    msw.use(authHandlers.invalid(authPaths.register, { password: ['must be at most 1024 characters long'] })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await choosePasswordByKeyboard('a brand new passphrase');
    const password = canvas.getByLabelText(fieldLabel(t('auth:authForm.newPassword')));
    await waitFor(() => expect(password).toHaveAccessibleDescription(/must be at most 1024 characters long/));
    await expect(password).toHaveValue('a brand new passphrase');
  },
};

export const TooManyAttempts: Story = {
  beforeEach: ({ msw }) => msw.use(authHandlers.rateLimited(authPaths.register, 60)),
  play: async ({ canvasElement }) => {
    await choosePasswordByKeyboard('a brand new passphrase');
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      t('auth:authForm.rateLimited', { count: 1 }),
    );
  },
};

export const NetworkDown: Story = {
  beforeEach: ({ msw }) => msw.use(authHandlers.networkDown(authPaths.register)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await choosePasswordByKeyboard('a brand new passphrase');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('auth:authForm.network'));
    await expect(canvas.getByLabelText(fieldLabel(t('auth:authForm.confirmPassword')))).toHaveValue(
      'a brand new passphrase',
    );
  },
};

/** The server signs the new user in; Home then sends them on. */
export const Registers: Story = {
  beforeEach: ({ msw }) => msw.use(authHandlers.registerSucceeds),
  play: async ({ args }) => {
    await choosePasswordByKeyboard('a brand new passphrase');
    await waitFor(() => expect(args.enterApp).toHaveBeenCalledWith('/'));
  },
};

/** A link without its token is as good as expired. */
export const LinkWithoutToken: Story = {
  args: { url: '/register' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: t('auth:registerExpired.title') }),
    ).toBeVisible();
  },
};
