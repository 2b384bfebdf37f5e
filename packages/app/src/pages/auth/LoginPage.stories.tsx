import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { t } from '../../../../../.storybook/story-text.ts';
import { fieldLabel } from '../../shared/stories/index.ts';
import { AuthStoryRouter } from './stories/AuthStoryRouter.tsx';
import { authHandlers, authPaths } from './stories/auth-handlers.ts';
import { signInByKeyboard } from './stories/keyboard.ts';

const meta = {
  title: 'Screens/Sign-in/Sign in',
  component: AuthStoryRouter,
  tags: ['autodocs'],
  args: { url: '/login?redirect=%2Fmy-aim', enterApp: fn() },
} satisfies Meta<typeof AuthStoryRouter>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The screen as people see it: the sign-in form. */
export const Overview: Story = {};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: t('auth:signIn.title') })).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('auth:signIn.forgotPassword') })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  },
};

/** Signed in, the user goes to the page they asked for before (`?redirect=`). */
export const SignsInByKeyboard: Story = {
  beforeEach: ({ msw }) => msw.use(authHandlers.signInSucceeds),
  play: async ({ args }) => {
    await signInByKeyboard('member@example.org', 'mobilise-demo');
    await waitFor(() => expect(args.enterApp).toHaveBeenCalledWith('/my-aim'));
  },
};

/** The remembered page must be a path of this app: anything else leads Home. */
export const RefusesAnOffSiteRedirect: Story = {
  args: { url: '/login?redirect=%2F%2Fevil.example' },
  beforeEach: ({ msw }) => msw.use(authHandlers.signInSucceeds),
  play: async ({ args }) => {
    await signInByKeyboard('member@example.org', 'mobilise-demo');
    await waitFor(() => expect(args.enterApp).toHaveBeenCalledWith('/'));
  },
};

/** Wrong e-mail or password: the sign-in failed page, with the e-mail kept and the password not. */
export const WrongPassword: Story = {
  beforeEach: ({ msw }) => msw.use(authHandlers.signInRefused),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await signInByKeyboard('member@example.org', 'not the password');
    await expect(await canvas.findByRole('heading', { name: t('auth:signInFailed.title') })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('auth:signInFailed.message'));
    await expect(canvas.getByRole('textbox', { name: fieldLabel(t('auth:authForm.email')) })).toHaveValue(
      'member@example.org',
    );
    await expect(canvas.getByLabelText(fieldLabel(t('auth:authForm.password')))).toHaveValue('');
  },
};

/** Nothing typed: each field says what it needs, and focus goes to the first. */
export const MissingFields: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const email = canvas.getByRole('textbox', { name: fieldLabel(t('auth:authForm.email')) });
    await waitFor(() => expect(email).toHaveFocus());
    await expect(email).toHaveAccessibleDescription(t('auth:authForm.emailMissing'));
    await expect(canvas.getByLabelText(fieldLabel(t('auth:authForm.password')))).toHaveAccessibleDescription(
      t('auth:authForm.passwordMissing'),
    );
  },
};

/** The server's 422 is shown on the field it names, and what was typed stays. */
export const RefusedByTheServer: Story = {
  beforeEach: ({ msw }) =>
    msw.use(authHandlers.invalid(authPaths.login, { email: ['must be at most 320 characters long'] })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await signInByKeyboard('member@example.org', 'mobilise-demo');
    const email = canvas.getByRole('textbox', { name: fieldLabel(t('auth:authForm.email')) });
    await waitFor(() => expect(email).toHaveAccessibleDescription('must be at most 320 characters long'));
    await expect(email).toHaveFocus();
    await expect(canvas.getByLabelText(fieldLabel(t('auth:authForm.password')))).toHaveValue('mobilise-demo');
  },
};

/** 429: how long to wait, in minutes from Retry-After; what was typed stays. */
export const TooManyAttempts: Story = {
  beforeEach: ({ msw }) => msw.use(authHandlers.rateLimited(authPaths.login, 540)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await signInByKeyboard('member@example.org', 'mobilise-demo');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      t('auth:authForm.rateLimited', { count: 9 }),
    );
    await expect(canvas.getByRole('textbox', { name: fieldLabel(t('auth:authForm.email')) })).toHaveValue(
      'member@example.org',
    );
    await expect(canvas.getByLabelText(fieldLabel(t('auth:authForm.password')))).toHaveValue('mobilise-demo');
  },
};

/** No answer: say so, and keep what was typed for another try. */
export const NetworkDown: Story = {
  beforeEach: ({ msw }) => msw.use(authHandlers.networkDown(authPaths.login)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await signInByKeyboard('member@example.org', 'mobilise-demo');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('auth:authForm.network'));
    await expect(canvas.getByRole('textbox', { name: fieldLabel(t('auth:authForm.email')) })).toHaveValue(
      'member@example.org',
    );
    await expect(canvas.getByLabelText(fieldLabel(t('auth:authForm.password')))).toHaveValue('mobilise-demo');
  },
};

/** After choosing a new password the user lands here, told to sign in with it. */
export const AfterAPasswordReset: Story = {
  args: { url: '/login', state: { passwordChanged: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(t('auth:signIn.passwordChanged'))).toBeVisible();
  },
};
