import type { Meta, StoryObj } from '@storybook/react-vite';
import { Building2, LayoutDashboard, Settings, Users } from 'lucide-react';
import { expect, userEvent } from 'storybook/test';
import { t } from '../../../../.storybook/story-text.ts';
import { Sidebar } from './Sidebar.tsx';
import type { SidebarItem } from './sidebarTree.ts';

const organisationItems: SidebarItem[] = [
  { id: 'dashboard', label: 'Dashboard', href: '#/org/1' },
  { id: 'applications', label: 'Applications', href: '#/org/1/applications' },
  {
    id: 'inbound',
    label: 'Inbound',
    children: [
      { id: 'interested', label: 'People interested in your requisitions', href: '#/org/1/interested' },
      { id: 'arriving', label: 'People arriving soon', href: '#/org/1/arriving-soon' },
    ],
  },
  { id: 'outbound', label: 'Outbound', href: '#/org/1/outbound' },
  {
    id: 'people',
    label: 'People Management',
    children: [
      { id: 'manage', label: 'Manage people', href: '#/org/1/people' },
      { id: 'leaveRequests', label: 'Leave requests', href: '#/org/1/leave-requests' },
      { id: 'leaveAndTravel', label: 'Leave & Travel', href: '#/org/1/leave-and-travel' },
    ],
  },
  { id: 'directory', label: 'Directory', href: '#/org/1/directory' },
  { id: 'settings', label: 'Settings', href: '#/org/1/settings' },
];

const meta = {
  title: 'Components/Navigation/Sidebar',
  component: Sidebar,
  tags: ['autodocs'],
  args: { items: organisationItems, currentId: 'outbound', 'aria-label': 'Organisation' },
  decorators: [(Story) => <div style={{ maxWidth: 280 }}>{Story()}</div>],
} satisfies Meta<typeof Sidebar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const KeyboardSubMenus: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Organisation' });
    await expect(nav).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Outbound' })).toHaveAttribute('aria-current', 'page');
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    const inbound = canvas.getByRole('button', { name: 'Inbound' });
    await expect(inbound).toHaveFocus();
    await expect(inbound).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('link', { name: 'People arriving soon' })).toBeNull();
    await userEvent.keyboard('{Enter}');
    await expect(inbound).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'People interested in your requisitions' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'People arriving soon' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    await userEvent.keyboard(' ');
    await expect(inbound).toHaveAttribute('aria-expanded', 'false');
  },
};

export const CurrentInsideSubMenu: Story = {
  args: { currentId: 'leaveRequests' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'People Management' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(canvas.getByRole('link', { name: 'Leave requests' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('button', { name: 'Inbound' })).toHaveAttribute('aria-expanded', 'false');
  },
};

export const Education: Story = {
  args: {
    'aria-label': 'Education',
    currentId: 'plans',
    items: [
      { id: 'dashboard', label: 'Dashboard', href: '#/education' },
      { id: 'plans', label: 'Education Plans', href: '#/education/plans' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(2);
  },
};

export const DefaultLabel: Story = {
  args: { 'aria-label': undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: t('nav.sidebar') })).toBeVisible();
  },
};

/** Entries may carry an icon before their label; it is decorative, so the names stay the labels. */
export const WithIcons: Story = {
  args: {
    items: [
      { id: 'dashboard', label: 'Dashboard', href: '#/org/1', icon: LayoutDashboard },
      {
        id: 'people',
        label: 'People Management',
        icon: Users,
        children: [{ id: 'manage', label: 'Manage people', href: '#/org/1/people' }],
      },
      { id: 'directory', label: 'Directory', href: '#/org/1/directory', icon: Building2 },
      { id: 'settings', label: 'Settings', href: '#/org/1/settings', icon: Settings },
    ],
    currentId: 'dashboard',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: 'People Management' })).toBeVisible();
  },
};
