import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { TruncatedText } from './TruncatedText.tsx';

const longName = 'Maria da Conceição Albuquerque de Sousa Vasconcelos, Lisbon regional office';

const meta = {
  title: 'Data/TruncatedText',
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
      <Button variant="secondary" onPress={() => setWidth(160)}>
        Narrow
      </Button>
      <div style={{ width }} data-testid="box">
        <TruncatedText>{children}</TruncatedText>
      </div>
    </div>
  );
}

export const ResizeCheckIsDebounced: Story = {
  name: 'R-CONST-014 re-checks truncation 500 ms after resizing',
  render: (args) => <ResizableBox>{String(args.children)}</ResizableBox>,
  play: async ({ canvas }) => {
    const text = canvas.getByText(longName);
    await expect(text).toHaveAttribute('data-truncated', 'false');
    await userEvent.click(canvas.getByRole('button', { name: 'Narrow' }));
    const narrowed = performance.now();
    await new Promise((resolve) => setTimeout(resolve, 300));
    // Cut off now, but not yet re-measured: the check waits for the resizing to pause.
    await expect(text).toHaveAttribute('data-truncated', 'false');
    await waitFor(() => expect(text).toHaveAttribute('data-truncated', 'true'), { timeout: 2000 });
    await expect(performance.now() - narrowed).toBeGreaterThanOrEqual(450);
  },
};
