import { breakpoints } from '@mobilise/tokens';
import { vars } from '@mobilise/tokens/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { viewports } from '../styles/layoutStories.tsx';
import { rowsByName, TokenTable, TokenValue } from './TokenTable.tsx';

/** The widest breakpoint fills the bar; the others are drawn in proportion to it. */
const widest = Math.max(...Object.values(breakpoints));

const meta = {
  title: 'Foundations/Breakpoints',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Where layouts change: each breakpoint applies from its width up. The toolbar's viewports are a 375 px
 * phone and the `md`, `lg` and `xl` widths.
 */
export const Widths: Story = {
  render: () => (
    <TokenTable
      caption="Breakpoints"
      columns={['Breakpoint', 'From', 'Toolbar viewport', 'Width']}
      rows={Object.entries(breakpoints).map(([breakpoint, width]) => ({
        name: breakpoint,
        cells: [
          <TokenValue key="value">{`${width}px`}</TokenValue>,
          `w${width}` in viewports.viewport.options ? `w${width}` : '—',
          <span
            key="bar"
            aria-hidden
            style={{
              display: 'block',
              width: `${(width / widest) * 20}rem`,
              height: 12,
              backgroundColor: vars.color.action.primary,
            }}
          />,
        ],
      }))}
    />
  ),
  play: async ({ canvas }) => {
    const rows = rowsByName(canvas.getByRole('table', { name: 'Breakpoints' }));
    await expect([...rows.keys()]).toEqual(Object.keys(breakpoints));
    for (const [breakpoint, width] of Object.entries(breakpoints))
      await expect(rows.get(breakpoint)?.textContent).toContain(`${width}px`);
  },
};
