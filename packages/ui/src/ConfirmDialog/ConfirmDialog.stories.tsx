import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { t } from '../../../../.storybook/story-text.ts';
import { Button } from '../Button/Button.tsx';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog.tsx';

const meta = {
  title: 'Components/Overlays/ConfirmDialog',
  component: ConfirmDialog,
  tags: ['autodocs'],
  args: { isOpen: true, onConfirm: fn(), onCancel: fn() },
} satisfies Meta<typeof ConfirmDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The parent owns the open state, as a form does. */
function WithTrigger(args: ConfirmDialogProps) {
  const [isOpen, setOpen] = useState(false);
  const answer = (handler?: () => void) => () => {
    handler?.();
    setOpen(false);
  };
  return (
    <>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        Go to the next page
      </Button>
      <ConfirmDialog
        {...args}
        isOpen={isOpen}
        onConfirm={answer(args.onConfirm)}
        onCancel={answer(args.onCancel)}
      />
    </>
  );
}

export const Default: Story = {
  name: 'Asks "Are you sure you want to continue?"',
  tags: ['R-FORM-009'],
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', { name: t('confirm.title') });
    await expect(within(dialog).getByRole('button', { name: t('confirm.continue') })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: t('confirm.cancel') })).toBeVisible();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const KeyboardContinue: Story = {
  render: (args) => <WithTrigger {...args} />,
  play: async ({ args, canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', {
      name: 'Go to the next page',
    });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('alertdialog', { name: t('confirm.title') });
    await waitFor(() => expect(dialog).toHaveFocus());
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: t('confirm.cancel') })).toHaveFocus();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: t('confirm.continue') })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await expect(args.onCancel).not.toHaveBeenCalled();
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    // react-aria hands focus back in the frame after the dialog unmounts.
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const EscapeCancels: Story = {
  render: (args) => <WithTrigger {...args} />,
  play: async ({ args, canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('alertdialog');
    // Escape reaches the dialog once focus has moved in, when its entry has finished.
    await waitFor(() => expect(dialog).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Go to the next page' })).toHaveFocus());
  },
};

export const CustomTexts: Story = {
  args: {
    title: 'Remove this membership?',
    children: 'The person will no longer appear in the family list.',
    confirmLabel: 'Remove',
    cancelLabel: 'Keep',
  },
  play: async ({ args, canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', {
      name: 'Remove this membership?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

export const MustBeAnswered: Story = {
  args: { onCancel: undefined, confirmLabel: 'I understand', children: 'This cannot be undone.' },
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog');
    await expect(within(dialog).getAllByRole('button')).toHaveLength(1);
    await waitFor(() => expect(dialog).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await expect(body.getByRole('alertdialog')).toBeVisible();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};
