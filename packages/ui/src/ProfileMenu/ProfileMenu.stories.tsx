import { vars } from '@mobilise/tokens/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { t, text } from '../../../../.storybook/story-text.ts';
import { portraitSrc } from '../Avatar/portrait.ts';
import { ProfileMenu } from './ProfileMenu.tsx';

const meta = {
  title: 'Components/Navigation/ProfileMenu',
  component: ProfileMenu,
  tags: ['autodocs'],
  args: {
    name: 'Jo Bloggs',
    profileHref: '#/person-profiles/42',
    isCreativeAccess: false,
    onCreativeAccessChange: fn(),
    language: 'en',
    languageOptions: [
      { id: 'en', name: 'English' },
      { id: 'es', name: 'Español' },
      { id: 'fr', name: 'Français' },
      { id: 'pt', name: 'Português' },
    ],
    onLanguageChange: fn(),
  },
  // It lives in the header: shown on the header's colours.
  decorators: [
    (Story) => (
      <div
        style={{
          display: 'flex',
          justifyContent: 'flex-end',
          padding: 8,
          backgroundColor: vars.color.header.background,
          color: vars.color.header.text,
        }}
      >
        {Story()}
      </div>
    ),
  ],
} satisfies Meta<typeof ProfileMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

const openWithKeyboard = async (canvasElement: HTMLElement) => {
  const body = within(canvasElement.ownerDocument.body);
  const trigger = body.getByRole('button', { name: `Jo Bloggs ${t('menu.profile.label')}` });
  if (trigger !== canvasElement.ownerDocument.activeElement) await userEvent.tab();
  await expect(trigger).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  return body.findByRole('menu');
};

export const ViewMyProfile: Story = {
  name: 'View my profile opens the own profile',
  tags: ['R-SHELL-005'],
  play: async ({ canvasElement }) => {
    const menu = await openWithKeyboard(canvasElement);
    const item = within(menu).getByRole('menuitem', { name: t('menu.profile.viewProfile') });
    await waitFor(() => expect(item).toHaveFocus());
    await expect(item).toHaveAttribute('href', '#/person-profiles/42');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(canvasElement.ownerDocument.body).queryByRole('menu')).toBeNull());
  },
};

export const SignOut: Story = {
  name: 'Sign out is a plain link to /logout',
  tags: ['R-SHELL-006'],
  play: async ({ canvasElement }) => {
    const menu = await openWithKeyboard(canvasElement);
    const signOut = within(menu).getByRole('menuitem', { name: t('menu.profile.signOut') });
    await expect(signOut.tagName).toBe('A');
    await expect(signOut).toHaveAttribute('href', '/logout');
    await userEvent.keyboard('{Escape}');
  },
};

export const CreativeAccessToggle: Story = {
  name: 'Creative access switches on and off',
  tags: ['R-SHELL-007'],
  render: function Render(args) {
    const [isCreativeAccess, setCreativeAccess] = useState(false);
    return (
      <ProfileMenu
        {...args}
        isCreativeAccess={isCreativeAccess}
        onCreativeAccessChange={(next) => {
          setCreativeAccess(next);
          args.onCreativeAccessChange(next);
        }}
      />
    );
  },
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    let menu = await openWithKeyboard(canvasElement);
    const toggle = () =>
      within(menu).getByRole('menuitemcheckbox', { name: t('menu.profile.creativeAccess') });
    await expect(toggle()).toHaveAttribute('aria-checked', 'false');
    // What the switch does is said beside it, and read out after its name.
    await expect(toggle()).toHaveAccessibleDescription(t('menu.profile.creativeAccessDescription'));
    await expect(within(toggle()).getByText(text('menu.profile.creativeAccessDescription'))).toBeVisible();
    await userEvent.keyboard('{ArrowDown}');
    await expect(toggle()).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onCreativeAccessChange).toHaveBeenLastCalledWith(true);
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
    menu = await openWithKeyboard(canvasElement);
    await expect(toggle()).toHaveAttribute('aria-checked', 'true');
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    await expect(args.onCreativeAccessChange).toHaveBeenLastCalledWith(false);
  },
};

export const Open: Story = {
  args: { isCreativeAccess: true, avatarSrc: portraitSrc },
  play: async ({ canvasElement }) => {
    const menu = await openWithKeyboard(canvasElement);
    await expect(
      within(menu).getByRole('menuitemcheckbox', { name: t('menu.profile.creativeAccess') }),
    ).toHaveAttribute('aria-checked', 'true');
  },
};

/** The interface language is chosen in the menu, each language named in its own words. */
export const LanguageChoice: Story = {
  name: 'The interface language is chosen in the profile menu',
  tags: ['R-SHELL-018'],
  play: async ({ args, canvasElement }) => {
    const menu = await openWithKeyboard(canvasElement);
    const group = within(menu).getByRole('group', { name: t('menu.profile.language') });
    const options = within(group).getAllByRole('menuitemradio');
    await expect(options.map((option) => option.textContent)).toEqual([
      'English',
      'Español',
      'Français',
      'Português',
    ]);
    await expect(within(group).getByRole('menuitemradio', { name: 'English' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    const spanish = within(group).getByRole('menuitemradio', { name: 'Español' });
    await expect(within(spanish).getByText('Español')).toHaveAttribute('lang', 'es');
    // View my profile, creative access, English, Español.
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    await expect(spanish).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onLanguageChange).toHaveBeenLastCalledWith('es');
    await waitFor(() => expect(within(canvasElement.ownerDocument.body).queryByRole('menu')).toBeNull());
  },
};
