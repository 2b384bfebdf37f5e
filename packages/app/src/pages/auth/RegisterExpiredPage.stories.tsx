import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { t } from '../../../../../.storybook/story-text.ts';
import { AuthStoryRouter } from './stories/AuthStoryRouter.tsx';
import { authHandlers, authPaths } from './stories/auth-handlers.ts';
import { choosePasswordByKeyboard } from './stories/keyboard.ts';

const meta = {
  title: 'Screens/Sign-in/Invitation expired',
  component: AuthStoryRouter,
  tags: ['autodocs'],
  args: { url: '/register/expired', enterApp: fn() },
} satisfies Meta<typeof AuthStoryRouter>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The screen as people see it: the invitation link no longer works. */
export const Overview: Story = {};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      t('auth:registerExpired.title'),
    );
    await expect(canvas.getByRole('link', { name: t('auth:signIn.submit') })).toHaveAttribute(
      'href',
      '/login',
    );
  },
};

/** Opened from the invitation link: the server says the link is expired, used or unknown (410). */
export const FromAnExpiredLink: Story = {
  args: { url: '/register?token=used-invitation' },
  beforeEach: ({ msw }) => msw.use(authHandlers.linkExpired(authPaths.register)),
  play: async ({ canvasElement }) => {
    await choosePasswordByKeyboard('a brand new passphrase');
    await expect(
      await within(canvasElement).findByRole('heading', { name: t('auth:registerExpired.title') }),
    ).toBeVisible();
  },
};
