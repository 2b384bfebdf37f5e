import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { at375, viewports } from '../styles/layoutStories.tsx';
import { NavTabs } from './NavTabs.tsx';

const meta = {
  title: 'Components/Navigation/NavTabs',
  component: NavTabs,
  tags: ['autodocs'],
  args: {
    'aria-label': 'Settings',
    currentId: 'positions',
    items: [
      { id: 'overview', label: 'Overview', href: '#/org/1/settings' },
      { id: 'positions', label: 'Positions', href: '#/org/1/positions' },
      { id: 'workflows', label: 'Workflow templates', href: '#/org/1/workflow-templates' },
      { id: 'people', label: 'Manage people', href: '#/org/1/person-profiles' },
    ],
  },
} satisfies Meta<typeof NavTabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Settings' })).toBeVisible();
    // Links, not a tablist: Tab walks them in order, and only the current page's is marked.
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Overview' })).toHaveFocus();
    await expect(canvas.getByRole('link', { name: 'Overview' })).not.toHaveAttribute('aria-current');
    await userEvent.tab();
    const current = canvas.getByRole('link', { name: 'Positions' });
    await expect(current).toHaveFocus();
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(current).toHaveAttribute('href', '#/org/1/positions');
  },
};

/** At 375 px the row scrolls inside itself instead of widening the page. */
export const Narrow: Story = {
  parameters: viewports,
  globals: at375,
  args: { currentId: 'people' },
  play: async ({ canvas, canvasElement }) => {
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
    const nav = canvas.getByRole('navigation', { name: 'Settings' });
    await expect(nav.getBoundingClientRect().right).toBeLessThanOrEqual(page.clientWidth);
    await expect(nav.scrollWidth).toBeGreaterThan(nav.clientWidth);
    await expect(canvas.getByRole('link', { name: 'Manage people' })).toHaveAttribute('aria-current', 'page');
  },
};
