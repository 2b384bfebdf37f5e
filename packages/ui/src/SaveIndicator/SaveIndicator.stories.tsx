import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
import { text } from '../../../../.storybook/story-text.ts';
import { Button } from '../Button/Button.tsx';
import {
  SaveIndicator,
  type SaveIndicatorState,
  savedIndicatorDurationMs,
  saveIndicatorStates,
} from './SaveIndicator.tsx';

const meta = {
  title: 'Components/Feedback/SaveIndicator',
  component: SaveIndicator,
  tags: ['autodocs'],
  argTypes: { state: { control: 'inline-radio', options: saveIndicatorStates } },
} satisfies Meta<typeof SaveIndicator>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The indicator says the state's text (`ui:save.state.<state>`) in a polite live region. */
const showsText =
  (state: SaveIndicatorState): Story['play'] =>
  async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveAttribute('aria-live', 'polite');
    await expect(status).toHaveTextContent(text(`save.state.${state}`));
  };

export const NotSaved: Story = {
  name: 'Not saved shows "Not Saved"',
  tags: ['R-AUTOSAVE-021'],
  args: { state: 'NOT_SAVED' },
  play: showsText('NOT_SAVED'),
};

export const Saving: Story = {
  name: 'Saving shows "Saving…"',
  tags: ['R-AUTOSAVE-022'],
  args: { state: 'SAVING' },
  play: showsText('SAVING'),
};

export const Saved: Story = {
  name: 'Saved shows "Saved"',
  tags: ['R-AUTOSAVE-023'],
  // Kept on so the picture does not race the 2-second clear (proved in the story below).
  args: { state: 'SAVED', savedDurationMs: Number.POSITIVE_INFINITY },
  play: showsText('SAVED'),
};

export const Retrying: Story = {
  name: 'Retrying shows "Trying to connect…"',
  tags: ['R-AUTOSAVE-024'],
  args: { state: 'RETRYING' },
  play: showsText('RETRYING'),
};

export const ErrorState: Story = {
  name: 'Error shows "Sorry, something went wrong."',
  tags: ['R-AUTOSAVE-025'],
  args: { state: 'ERROR' },
  play: showsText('ERROR'),
};

export const Idle: Story = {
  args: { state: 'IDLE' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};

function FinishingSave() {
  const [state, setState] = useState<SaveIndicatorState>('SAVING');
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 16 }}>
      <Button variant="secondary" onPress={() => setState('SAVED')}>
        Finish the save
      </Button>
      <SaveIndicator state={state} />
    </div>
  );
}

const sleepUntil = (moment: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.max(0, moment - performance.now())));

export const SavedClears: Story = {
  name: 'Saved clears 2000 ms after the save finishes',
  tags: ['R-AUTOSAVE-008'],
  render: () => <FinishingSave />,
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent(text('save.state.SAVING'));
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const finishedAt = performance.now();
    await expect(status).toHaveTextContent(text('save.state.SAVED'));
    await sleepUntil(finishedAt + savedIndicatorDurationMs - 500);
    await expect(status).toHaveTextContent(text('save.state.SAVED'));
    await waitFor(() => expect(status).toBeEmptyDOMElement(), {
      timeout: finishedAt + savedIndicatorDurationMs + 600 - performance.now(),
      interval: 50,
    });
  },
};

export const States: Story = {
  render: () => (
    <div
      style={{
        display: 'grid',
        gap: 8,
        gridTemplateColumns: 'max-content max-content',
        alignItems: 'center',
      }}
    >
      {saveIndicatorStates.map((state) => (
        <div key={state} style={{ display: 'contents' }}>
          <code>{state}</code>
          <SaveIndicator state={state} savedDurationMs={Number.POSITIVE_INFINITY} />
        </div>
      ))}
    </div>
  ),
};
