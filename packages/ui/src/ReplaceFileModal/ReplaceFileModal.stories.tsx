import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { t, text } from '../../../../.storybook/story-text.ts';
import { fileInputIn, fileOfSize } from '../Dropzone/storyFiles.ts';
import { ReplaceFileModal } from './ReplaceFileModal.tsx';

const meta = {
  title: 'Components/Files/ReplaceFileModal',
  component: ReplaceFileModal,
  tags: ['autodocs'],
  args: {
    fileTitle: 'Passport scan',
    isOpen: true,
    onOpenChange: fn(),
    onUpdate: fn(async () => undefined),
    onError: fn(),
  },
} satisfies Meta<typeof ReplaceFileModal>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = async (canvasElement: HTMLElement) =>
  within(
    await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: t('files.replaceTitle', { title: 'Passport scan' }),
    }),
  );

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByRole('button', { name: t('files.update') })).toBeDisabled();
    await expect(dialog.getByText(text('files.replaceText', { n: 10 }))).toBeVisible();
  },
};

export const OneFileOfTenMegabytes: Story = {
  name: 'One file of at most 10 MB',
  tags: ['R-FILE-017', 'R-FILE-018'],
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    const input = fileInputIn(canvasElement.ownerDocument.body);
    await expect(input).not.toHaveAttribute('multiple');
    await userEvent.upload(input, fileOfSize('big.pdf', 11 * 1024 * 1024, 'application/pdf'));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(text('dropzone.tooLarge', { n: 10 }));
    await expect(dialog.getByRole('button', { name: t('files.update') })).toBeDisabled();
  },
};

export const UpdateSucceeds: Story = {
  name: 'Update saves, then closes',
  tags: ['R-FILE-011', 'R-FILE-012'],
  args: { onUpdate: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 300))) },
  play: async ({ args, canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    const file = fileOfSize('passport-2024.pdf', 250_000, 'application/pdf');
    await userEvent.upload(fileInputIn(canvasElement.ownerDocument.body), file);
    const update = await dialog.findByRole('button', { name: t('files.update') });
    await waitFor(() => expect(update).toBeEnabled());
    await userEvent.click(update);
    await expect(await dialog.findByRole('button', { name: t('files.saving') })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(args.onUpdate).toHaveBeenCalledWith(file);
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
    await expect(args.onError).not.toHaveBeenCalled();
  },
};

/** When the update fails, the modal returns to its first state and onError is called. */
export const UpdateFails: Story = {
  name: 'Update fails: the modal resets and reports the error',
  args: { onUpdate: fn(async () => Promise.reject(new Error('500'))) },
  play: async ({ args, canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.upload(
      fileInputIn(canvasElement.ownerDocument.body),
      fileOfSize('a.pdf', 10, 'application/pdf'),
    );
    const update = await dialog.findByRole('button', { name: t('files.update') });
    await waitFor(() => expect(update).toBeEnabled());
    await userEvent.click(update);
    await waitFor(() => expect(args.onError).toHaveBeenCalledOnce());
    await expect(dialog.getByRole('button', { name: t('files.update') })).toBeEnabled();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

export const Saving: Story = {
  args: { onUpdate: fn(() => new Promise<void>(() => undefined)) },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.upload(
      fileInputIn(canvasElement.ownerDocument.body),
      fileOfSize('a.pdf', 10, 'application/pdf'),
    );
    const update = await dialog.findByRole('button', { name: t('files.update') });
    await waitFor(() => expect(update).toBeEnabled());
    await userEvent.click(update);
    await expect(await dialog.findByRole('button', { name: t('files.saving') })).toBeVisible();
    await expect(dialog.getByRole('button', { name: t('files.cancel') })).toBeDisabled();
  },
};

export const CancelWithKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    await dialogOf(canvasElement);
    const dialog = canvasElement.ownerDocument.body.querySelector('[role="dialog"]');
    await waitFor(() => expect(dialog?.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};
