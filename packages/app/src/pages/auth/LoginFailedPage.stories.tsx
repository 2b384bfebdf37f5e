import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { t } from '../../../../../.storybook/story-text.ts';
import { fieldLabel } from '../../shared/stories/index.ts';
import { AuthStoryRouter } from './stories/AuthStoryRouter.tsx';
import { authHandlers } from './stories/auth-handlers.ts';

const meta = {
  title: 'Screens/Sign-in/Sign-in failed',
  component: AuthStoryRouter,
  tags: ['autodocs'],
  args: {
    url: '/login/failed',
    state: { email: 'member@example.org', redirect: '/my-aim' },
    enterApp: fn(),
  },
} satisfies Meta<typeof AuthStoryRouter>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The screen as people see it: sign-in failed, the form again with the address kept. */
export const Overview: Story = {};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: t('auth:signInFailed.title') })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: fieldLabel(t('auth:authForm.email')) })).toHaveValue(
      'member@example.org',
    );
  },
};

/** Opened directly (no earlier attempt): the message and an empty form. */
export const OpenedDirectly: Story = {
  args: { state: undefined },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('textbox', { name: fieldLabel(t('auth:authForm.email')) }),
    ).toHaveValue('');
  },
};

/** The right password this time: on to the page asked for before the first attempt. */
export const SignsInOnTheSecondTry: Story = {
  beforeEach: ({ msw }) => msw.use(authHandlers.signInSucceeds),
  play: async ({ args }) => {
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('mobilise-demo{Enter}');
    await waitFor(() => expect(args.enterApp).toHaveBeenCalledWith('/my-aim'));
  },
};

/** Wrong again: the page stays, the password is emptied, the e-mail kept. */
export const FailsAgain: Story = {
  beforeEach: ({ msw }) => msw.use(authHandlers.signInRefused),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('still wrong{Enter}');
    await waitFor(() =>
      expect(canvas.getByLabelText(fieldLabel(t('auth:authForm.password')))).toHaveValue(''),
    );
    await expect(canvas.getByRole('heading', { level: 1, name: t('auth:signInFailed.title') })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: fieldLabel(t('auth:authForm.email')) })).toHaveValue(
      'member@example.org',
    );
  },
};
