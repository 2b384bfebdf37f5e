import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { t } from '../../../../.storybook/story-text.ts';
import { SaveButton, saveButtonStates } from './SaveButton.tsx';

const meta = {
  title: 'Components/Feedback/SaveButton',
  component: SaveButton,
  tags: ['autodocs'],
  args: { onPress: fn() },
  argTypes: { state: { control: 'inline-radio', options: saveButtonStates } },
} satisfies Meta<typeof SaveButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NotSaved: Story = {
  args: { state: 'NOT_SAVED' },
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: t('save.button.save') })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};

export const Saved: Story = {
  args: { state: 'SAVED' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: t('save.button.save') })).toBeEnabled();
  },
};

export const Saving: Story = {
  args: { state: 'SAVING' },
  play: async ({ args, canvas }) => {
    // Pending: still focusable, so focus is not lost, but it does not press.
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: t('save.button.saving') });
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const Retrying: Story = {
  name: 'Retrying says "Reconnecting…"',
  tags: ['R-AUTOSAVE-020'],
  args: { state: 'RETRYING' },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: t('save.button.reconnecting') });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = { args: { state: 'NOT_SAVED', isDisabled: true } };

export const States: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
      {saveButtonStates.map((state) => (
        <SaveButton key={state} {...args} state={state} />
      ))}
    </div>
  ),
};
