import { vars } from '@mobilise/tokens/contract';
import { sharedTokens } from '@mobilise/tokens/tokens/shared';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { rowsByName, TokenTable, TokenValue } from './TokenTable.tsx';

const meta = {
  title: 'Foundations/Spacing',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The space scale, the same in both brands, for gaps and padding: each step drawn at its size. */
export const SpaceScale: Story = {
  render: () => (
    <TokenTable
      caption="Space scale"
      columns={['Step', 'Value', 'Size']}
      rows={Object.entries(sharedTokens.space).map(([step, value]) => ({
        name: step,
        cells: [
          <TokenValue key="value">{value}</TokenValue>,
          <span
            key="bar"
            data-testid={`space-${step}`}
            style={{
              display: 'block',
              width: value,
              height: 16,
              backgroundColor: vars.color.action.primary,
            }}
          />,
        ],
      }))}
    />
  ),
  play: async ({ canvas }) => {
    const steps = rowsByName(canvas.getByRole('table', { name: 'Space scale' }));
    await expect([...steps.keys()]).toEqual(Object.keys(sharedTokens.space));
    const rootSize = Number.parseFloat(getComputedStyle(document.documentElement).fontSize);
    for (const [step, value] of Object.entries(sharedTokens.space))
      await expect(canvas.getByTestId(`space-${step}`).getBoundingClientRect().width).toBeCloseTo(
        Number.parseFloat(value) * rootSize,
        1,
      );
  },
};
