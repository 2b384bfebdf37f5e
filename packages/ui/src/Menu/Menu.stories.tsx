import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, mocked, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Menu, MenuItem, MenuSection, MenuSeparator } from './Menu.tsx';
import { MenuTriggerButton } from './MenuTriggerButton.tsx';

const meta = {
  title: 'Navigation/Menu',
  component: Menu,
  tags: ['autodocs'],
  args: {
    onAction: fn(),
    trigger: <Button variant="secondary">Actions</Button>,
    children: null,
  },
  render: (args) => (
    <Menu {...args}>
      <MenuSection title="Assignment">
        <MenuItem id="edit">Edit</MenuItem>
        <MenuItem id="share">Share with receiving organisation</MenuItem>
        <MenuItem id="abandon" isDisabled>
          Abandon
        </MenuItem>
      </MenuSection>
      <MenuSeparator />
      <MenuItem id="history" href="#history">
        Assignment history
      </MenuItem>
    </Menu>
  ),
} satisfies Meta<typeof Menu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const KeyboardChooseAndEscape: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Actions' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const menu = await body.findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Edit' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(
      within(menu).getByRole('menuitem', { name: 'Share with receiving organisation' }),
    ).toHaveFocus();
    // The disabled item is skipped.
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Assignment history' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenCalledOnce();
    // react-aria passes the key (plus an internal second argument).
    await expect(mocked(args.onAction as NonNullable<typeof args.onAction>).mock.calls[0]?.[0]).toBe('share');
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await body.findByRole('menu');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const Open: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const menu = await within(canvasElement.ownerDocument.body).findByRole('menu');
    await expect(within(menu).getByRole('group', { name: 'Assignment' })).toBeVisible();
    await expect(within(menu).getByRole('separator')).toBeInTheDocument();
    await expect(within(menu).getByRole('menuitem', { name: 'Assignment history' })).toHaveAttribute(
      'href',
      '#history',
    );
    await expect(within(menu).getByRole('menuitem', { name: 'Abandon' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const Selection: Story = {
  args: { defaultOpen: true, trigger: <MenuTriggerButton>Sort by</MenuTriggerButton> },
  render: (args) => (
    <Menu {...args} aria-label="Sort by" selectionMode="single" defaultSelectedKeys={['updated']}>
      <MenuItem id="name">Name</MenuItem>
      <MenuItem id="updated">Last updated</MenuItem>
      <MenuItem id="created">Created</MenuItem>
    </Menu>
  ),
  play: async ({ canvasElement }) => {
    const menu = await within(canvasElement.ownerDocument.body).findByRole('menu');
    await expect(within(menu).getByRole('menuitemradio', { name: 'Last updated' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expect(within(menu).getByRole('menuitemradio', { name: 'Name' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
  },
};
