import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { t, text } from '../../../../.storybook/story-text.ts';
import { GenericErrorModal } from './GenericErrorModal.tsx';

const meta = {
  title: 'Components/Overlays/GenericErrorModal',
  component: GenericErrorModal,
  tags: ['autodocs'],
  args: { isOpen: true, onReload: fn() },
} satisfies Meta<typeof GenericErrorModal>;
export default meta;
type Story = StoryObj<typeof meta>;

const findDialog = (canvasElement: HTMLElement) =>
  within(canvasElement.ownerDocument.body).findByRole('alertdialog', { name: t('genericErrorModal.title') });

export const UnableToSave: Story = {
  name: 'Says the changes were unable to be saved',
  tags: ['R-ERROR-005'],
  play: async ({ canvasElement }) => {
    const dialog = await findDialog(canvasElement);
    await expect(within(dialog).getByText(text('genericErrorModal.text'))).toBeVisible();
  },
};

export const Reload: Story = {
  name: 'Has a reload button',
  tags: ['R-ERROR-006'],
  play: async ({ args, canvasElement }) => {
    const dialog = await findDialog(canvasElement);
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: t('genericErrorModal.reload') })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onReload).toHaveBeenCalledOnce();
  },
};

export const NotDismissable: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await findDialog(canvasElement);
    await expect(within(dialog).getAllByRole('button')).toHaveLength(1);
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeVisible();
  },
};

export const WithClose: Story = {
  args: { onClose: fn() },
  play: async ({ args, canvasElement }) => {
    const dialog = await findDialog(canvasElement);
    await expect(within(dialog).getByRole('button', { name: t('genericErrorModal.close') })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledOnce();
    await expect(args.onReload).not.toHaveBeenCalled();
  },
};
