import type { Meta, StoryObj } from '@storybook/react-vite';
import { Menu as AriaMenu } from 'react-aria-components/Menu';
import { expect, fn, mocked, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import * as popoverStyles from '../Popover/Popover.css.ts';
import { InteractionStates } from '../styles/interactionStories.tsx';
import * as styles from './Menu.css.ts';
import { Menu, MenuItem, MenuSection, MenuSeparator } from './Menu.tsx';
import { MenuTriggerButton } from './MenuTriggerButton.tsx';

const meta = {
  title: 'Components/Navigation/Menu',
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
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await body.findByRole('menu');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
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

/**
 * An item hovered, focused by keyboard and pressed, as react-aria marks it. Each state's item is in a
 * menu of its own laid out as the open menu's panel, since only one menu opens at a time.
 */
export const Interaction: Story = {
  name: 'Items hovered, focused and pressed',
  render: () => (
    <InteractionStates target='[role="menuitem"]'>
      {(state) => (
        <div className={popoverStyles.popover} style={{ width: 'max-content' }}>
          <AriaMenu aria-label={`Actions, ${state}`} className={styles.menu}>
            <MenuItem id="share">Share with receiving organisation</MenuItem>
          </AriaMenu>
        </div>
      )}
    </InteractionStates>
  ),
};
