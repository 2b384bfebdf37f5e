import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { t, text } from '../../../../.storybook/story-text.ts';
import { Button } from '../Button/Button.tsx';
import { UnsavedChangesDialog } from './UnsavedChangesDialog.tsx';
import { useUnsavedChangesPrompt } from './useUnsavedChangesPrompt.ts';

const meta = {
  title: 'Components/Overlays/UnsavedChanges',
  component: UnsavedChangesDialog,
  tags: ['autodocs'],
  args: { isOpen: true, onLeave: fn(), onStay: fn() },
} satisfies Meta<typeof UnsavedChangesDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const prompt = () => text('unsavedChanges.prompt');

export const Dialog: Story = {
  name: 'Asks whether to leave with unsaved changes',
  tags: ['R-FORM-015'],
  play: async ({ args, canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', {
      name: t('unsavedChanges.title'),
    });
    await expect(within(dialog).getByText(prompt())).toBeVisible();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: t('unsavedChanges.stay') })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onStay).toHaveBeenCalledOnce();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onLeave).toHaveBeenCalledOnce();
  },
};

function DirtyForm() {
  const [isDirty, setDirty] = useState(false);
  const message = useUnsavedChangesPrompt(isDirty);
  return (
    <div style={{ display: 'grid', gap: 12, justifyItems: 'start', maxWidth: 480 }}>
      <Button variant="secondary" onPress={() => setDirty(!isDirty)}>
        {isDirty ? 'Finish saving' : 'Make a change'}
      </Button>
      <p style={{ margin: 0 }}>{isDirty ? message : 'Everything is saved.'}</p>
    </div>
  );
}

/** A leave attempt as the browser makes it: the page asks to stay by cancelling the event. */
const leaveIsQuestioned = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

export const BeforeUnloadWhileDirty: Story = {
  render: () => <DirtyForm />,
  play: async ({ canvas }) => {
    await expect(leaveIsQuestioned()).toBe(false);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText(prompt())).toBeVisible();
    await expect(leaveIsQuestioned()).toBe(true);
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText('Everything is saved.')).toBeVisible();
    await expect(leaveIsQuestioned()).toBe(false);
  },
};
