import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { t, text } from '../../../../.storybook/story-text.ts';
import { RequiredFieldsModal, requiredFieldsModes } from './RequiredFieldsModal.tsx';

const meta = {
  title: 'Components/Overlays/RequiredFieldsModal',
  component: RequiredFieldsModal,
  tags: ['autodocs'],
  args: {
    isOpen: true,
    entity: 'application',
    fields: ['Date of birth', 'Passport number', 'Emergency contact'],
    onContinue: fn(),
    onClose: fn(),
  },
  argTypes: { mode: { control: 'inline-radio', options: requiredFieldsModes } },
} satisfies Meta<typeof RequiredFieldsModal>;
export default meta;
type Story = StoryObj<typeof meta>;

const findDialog = (canvasElement: HTMLElement) =>
  within(canvasElement.ownerDocument.body).findByRole('alertdialog', { name: t('requiredFields.title') });

export const Create: Story = {
  name: 'Warns "Required fields missing" when creating',
  tags: ['R-FORM-010', 'R-FORM-011'],
  args: { mode: 'create' },
  play: async ({ canvasElement }) => {
    const dialog = await findDialog(canvasElement);
    await waitFor(() =>
      expect(
        within(dialog).getByText(text('requiredFields.create', { entity: 'application' })),
      ).toBeVisible(),
    );
    const items = within(dialog).getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      'Date of birth',
      'Passport number',
      'Emergency contact',
    ]);
  },
};

export const Update: Story = {
  name: 'Says "update" for an existing record',
  tags: ['R-FORM-011'],
  args: { mode: 'update', entity: 'assignment', fields: ['Start date'] },
  play: async ({ canvasElement }) => {
    const dialog = await findDialog(canvasElement);
    await waitFor(() =>
      expect(within(dialog).getByText(text('requiredFields.update', { entity: 'assignment' }))).toBeVisible(),
    );
  },
};

export const WarningContinueOrClose: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await findDialog(canvasElement);
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: t('requiredFields.close') })).toHaveFocus();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: t('requiredFields.continue') })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onContinue).toHaveBeenCalledOnce();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

export const Blocking: Story = {
  args: { isBlocking: true },
  play: async ({ args, canvasElement }) => {
    const dialog = await findDialog(canvasElement);
    await expect(within(dialog).queryByRole('button', { name: t('requiredFields.continue') })).toBeNull();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: t('requiredFields.close') })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClose).toHaveBeenCalledOnce();
    await expect(args.onContinue).not.toHaveBeenCalled();
  },
};

export const LongContent: Story = {
  args: {
    entity: 'position assignment',
    fields: [
      'The date on which the assignment is expected to start, as agreed with the receiving organisation',
      'Passport number',
      'Emergency contact',
      'Home church',
      'Medical clearance',
      'Language assessment',
    ],
  },
  play: async ({ canvasElement }) => {
    const dialog = await findDialog(canvasElement);
    await expect(within(dialog).getAllByRole('listitem')).toHaveLength(6);
  },
};
