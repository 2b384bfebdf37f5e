import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { t } from '../../../../../.storybook/story-text.ts';
import { fieldLabel } from '../../shared/stories/index.ts';
import { AuthStoryRouter } from './stories/AuthStoryRouter.tsx';
import { authHandlers, authPaths } from './stories/auth-handlers.ts';
import { askForLinkByKeyboard } from './stories/keyboard.ts';

const meta = {
  title: 'Screens/Sign-in/Reset link not sent',
  component: AuthStoryRouter,
  tags: ['autodocs'],
  args: { url: '/forgot-password/failed', state: { email: 'someone@example.org' }, enterApp: fn() },
} satisfies Meta<typeof AuthStoryRouter>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The screen as people see it: the link could not be sent, the address kept for another try. */
export const Overview: Story = {};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('auth:forgotPasswordFailed.message'));
    await expect(canvas.getByRole('textbox', { name: fieldLabel(t('auth:authForm.email')) })).toHaveValue(
      'someone@example.org',
    );
  },
};

/** Trying again with the kept address, by keyboard. */
export const TriesAgain: Story = {
  beforeEach: ({ msw }) => msw.use(authHandlers.resetLinkRequested),
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(/someone@example\.org/);
  },
};

/** No answer: the failed page, with the address kept for another try. */
export const AfterNoAnswer: Story = {
  args: { url: '/forgot-password', state: undefined },
  beforeEach: ({ msw }) => msw.use(authHandlers.networkDown(authPaths.forgotPassword)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await askForLinkByKeyboard('someone@example.org');
    await expect(
      await canvas.findByRole('heading', { level: 1, name: t('auth:forgotPasswordFailed.title') }),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: fieldLabel(t('auth:authForm.email')) })).toHaveValue(
      'someone@example.org',
    );
  },
};
