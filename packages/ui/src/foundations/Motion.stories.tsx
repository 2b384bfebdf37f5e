import { sharedTokens } from '@mobilise/tokens/tokens/shared';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { rowsByName, TokenTable, TokenValue } from './TokenTable.tsx';

const { duration, easing } = sharedTokens.motion;

const meta = {
  title: 'Foundations/Motion',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Durations and easings, the same in both brands. Shown as values, not animations, so the page reads the
 * same for people who ask for reduced motion and in screenshots.
 */
export const DurationsAndEasings: Story = {
  render: () => (
    <>
      <TokenTable
        caption="Durations"
        columns={['Duration', 'Value']}
        rows={Object.entries(duration).map(([name, value]) => ({
          name,
          cells: [<TokenValue key="value">{value}</TokenValue>],
        }))}
      />
      <TokenTable
        caption="Easings"
        columns={['Easing', 'Value']}
        rows={Object.entries(easing).map(([name, value]) => ({
          name,
          cells: [<TokenValue key="value">{value}</TokenValue>],
        }))}
      />
    </>
  ),
  play: async ({ canvas }) => {
    for (const [caption, tokens] of [
      ['Durations', duration],
      ['Easings', easing],
    ] as const) {
      const rows = rowsByName(canvas.getByRole('table', { name: caption }));
      await expect(
        [...rows.entries()].map(([name, row]) => [name, row.querySelector('td')?.textContent]),
      ).toEqual(Object.entries(tokens));
    }
  },
};
