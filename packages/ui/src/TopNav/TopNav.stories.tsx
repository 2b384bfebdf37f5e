import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { t } from '../../../../.storybook/story-text.ts';
import { GlobalSearchBox } from '../GlobalSearchBox/GlobalSearchBox.tsx';
import { OrganisationSwitcher } from '../OrganisationSwitcher/OrganisationSwitcher.tsx';
import { ProfileMenu } from '../ProfileMenu/ProfileMenu.tsx';
import { TopNav } from './TopNav.tsx';

const items = [
  { id: 'myAim', label: 'My AIM', href: '#/my-aim' },
  { id: 'organisation', label: 'Organisation', href: '#/org/1' },
  { id: 'education', label: 'Education', href: '#/education' },
];

const meta = {
  title: 'Components/Navigation/TopNav',
  component: TopNav,
  tags: ['autodocs'],
  args: {
    items,
    currentId: 'organisation',
    logo: <strong>Mobilise</strong>,
    organisationSwitcher: (
      <OrganisationSwitcher
        organisations={[
          { id: 1, name: 'AIM Europe' },
          { id: 2, name: 'AIM Southern Africa' },
        ]}
        selectedId={1}
        onSelectionChange={fn()}
      />
    ),
    profileMenu: (
      <ProfileMenu
        name="Jo Bloggs"
        profileHref="#/me"
        isCreativeAccess={false}
        onCreativeAccessChange={fn()}
        language="en"
        languageOptions={[{ id: 'en', name: 'English' }]}
        onLanguageChange={fn()}
      />
    ),
  },
} satisfies Meta<typeof TopNav>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: t('nav.main') });
    await expect(nav).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'My AIM' })).toHaveFocus();
    await expect(canvas.getByRole('link', { name: 'My AIM' })).not.toHaveAttribute('aria-current');
    await userEvent.tab();
    const current = canvas.getByRole('link', { name: 'Organisation' });
    await expect(current).toHaveFocus();
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(current).toHaveAttribute('href', '#/org/1');
    await userEvent.tab();
    await userEvent.tab();
    await expect(
      canvas.getByRole('button', { name: `${t('menu.organisation.label')} AIM Europe` }),
    ).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: `Jo Bloggs ${t('menu.profile.label')}` })).toHaveFocus();
  },
};

export const TabsOnly: Story = {
  args: { organisationSwitcher: undefined, profileMenu: undefined, logo: undefined, currentId: 'myAim' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(3);
    await expect(canvas.getByRole('link', { name: 'My AIM' })).toHaveAttribute('aria-current', 'page');
  },
};

export const NoCurrentTab: Story = {
  args: { currentId: undefined },
  play: async ({ canvas }) => {
    for (const link of canvas.getAllByRole('link')) await expect(link).not.toHaveAttribute('aria-current');
  },
};

/** With the global search between the tabs and the organisation switcher, reached by keyboard in that order. */
export const WithSearch: Story = {
  args: { search: <GlobalSearchBox search={fn(async () => [])} /> },
  play: async ({ canvas }) => {
    canvas.getByRole('link', { name: 'Education' }).focus();
    await userEvent.tab();
    await expect(canvas.getByRole('combobox', { name: t('search.label') })).toHaveFocus();
    await userEvent.tab();
    await expect(
      canvas.getByRole('button', { name: `${t('menu.organisation.label')} AIM Europe` }),
    ).toHaveFocus();
  },
};
