import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { TruncatedText } from './TruncatedText.tsx';

const longName = 'Maria da Conceição Albuquerque de Sousa Vasconcelos, Lisbon regional office';

const meta = {
  title: 'Components/Data/TruncatedText',
  component: TruncatedText,
  tags: ['autodocs'],
  args: { children: longName },
} satisfies Meta<typeof TruncatedText>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Fits: Story = {
  decorators: [(Story) => <div style={{ width: 720 }}>{Story()}</div>],
  play: async ({ canvas }) => {
    const text = canvas.getByText(longName);
    await expect(text).toHaveAttribute('data-truncated', 'false');
    await userEvent.tab();
    await expect(text).not.toHaveFocus();
  },
};

export const CutOffShowsTooltip: Story = {
  decorators: [(Story) => <div style={{ width: 200 }}>{Story()}</div>],
  play: async ({ canvas, canvasElement }) => {
    const text = canvas.getByText(longName);
    await waitFor(() => expect(text).toHaveAttribute('data-truncated', 'true'));
    await userEvent.tab();
    await expect(text).toHaveFocus();
    const tooltip = await within(canvasElement.ownerDocument.body).findByRole('tooltip');
    await expect(tooltip).toHaveTextContent(longName);
  },
};

function ResizableBox({ children }: { children: string }) {
  const [width, setWidth] = useState(720);
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <div style={{ display: 'flex', gap: 12 }}>
        <Button variant="secondary" onPress={() => setWidth(160)}>
          Narrow
        </Button>
        <Button variant="secondary" onPress={() => setWidth(120)}>
          Narrower
        </Button>
      </div>
      <div style={{ width }} data-testid="box">
        <TruncatedText>{children}</TruncatedText>
      </div>
    </div>
  );
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const ResizeCheckIsDebounced: Story = {
  name: 'Re-checks truncation 500 ms after resizing',
  tags: ['R-CONST-014'],
  render: (args) => <ResizableBox>{String(args.children)}</ResizableBox>,
  play: async ({ canvas }) => {
    const text = canvas.getByText(longName);
    await expect(text).toHaveAttribute('data-truncated', 'false');
    await userEvent.click(canvas.getByRole('button', { name: 'Narrow' }));
    const narrowed = performance.now();
    await sleep(300);
    // Cut off now, but not yet re-measured: the check waits for the resizing to pause.
    await expect(text).toHaveAttribute('data-truncated', 'false');
    // A second resize within the 500 ms starts the wait again: a plain delay would re-measure at 500 ms
    // after the first one.
    await userEvent.click(canvas.getByRole('button', { name: 'Narrower' }));
    const narrowedAgain = performance.now();
    await sleep(Math.max(0, narrowed + 650 - performance.now()));
    await expect(text).toHaveAttribute('data-truncated', 'false');
    await waitFor(() => expect(text).toHaveAttribute('data-truncated', 'true'), { timeout: 2000 });
    const waited = performance.now() - narrowedAgain;
    await expect(waited).toBeGreaterThanOrEqual(450);
    // Measured once the pause is over, not some while later.
    await expect(waited).toBeLessThan(800);
  },
};
