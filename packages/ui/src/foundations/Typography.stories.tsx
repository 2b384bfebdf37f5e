import { sharedTokens } from '@mobilise/tokens/tokens/shared';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { rowsByName, TokenTable, TokenValue } from './TokenTable.tsx';

const { font } = sharedTokens;

const meta = {
  title: 'Foundations/Typography',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The type scale, the same in both brands: each size as it renders, in the body font and normal leading. */
export const TypeScale: Story = {
  render: () => (
    <TokenTable
      caption="Type scale"
      columns={['Size', 'Value', 'Sample']}
      rows={Object.entries(font.size).map(([size, value]) => ({
        name: size,
        cells: [
          <TokenValue key="value">{value}</TokenValue>,
          <span key="sample" style={{ fontSize: value, lineHeight: font.lineHeight.normal }}>
            Mobilise your people
          </span>,
        ],
      }))}
    />
  ),
  play: async ({ canvas }) => {
    const sizes = rowsByName(canvas.getByRole('table', { name: 'Type scale' }));
    await expect([...sizes.keys()]).toEqual(Object.keys(font.size));
    // Each sample renders at its token's size, and the scale grows from step to step.
    const rendered = [...sizes.values()].map((row) =>
      Number.parseFloat(getComputedStyle(within(row).getByText('Mobilise your people')).fontSize),
    );
    const rootSize = Number.parseFloat(getComputedStyle(document.documentElement).fontSize);
    await expect(rendered).toEqual(
      Object.values(font.size).map((size) => Number.parseFloat(size) * rootSize),
    );
    await expect([...rendered].sort((a, b) => a - b)).toEqual(rendered);
  },
};

const fontTables = { Weights: font.weight, 'Line heights': font.lineHeight, 'Font families': font.family };

/** Weights, line heights and font families, the same in both brands. */
export const Fonts: Story = {
  render: () => (
    <>
      <TokenTable
        caption="Weights"
        columns={['Weight', 'Value', 'Sample']}
        rows={Object.entries(font.weight).map(([weight, value]) => ({
          name: weight,
          cells: [
            <TokenValue key="value">{value}</TokenValue>,
            <span key="sample" style={{ fontWeight: value }}>
              Mobilise your people
            </span>,
          ],
        }))}
      />
      <TokenTable
        caption="Line heights"
        columns={['Line height', 'Value']}
        rows={Object.entries(font.lineHeight).map(([lineHeight, value]) => ({
          name: lineHeight,
          cells: [<TokenValue key="value">{value}</TokenValue>],
        }))}
      />
      <TokenTable
        caption="Font families"
        columns={['Family', 'Value']}
        rows={Object.entries(font.family).map(([family, value]) => ({
          name: family,
          cells: [
            <span key="value" style={{ fontFamily: value }}>
              {value}
            </span>,
          ],
        }))}
      />
    </>
  ),
  play: async ({ canvas }) => {
    for (const [caption, tokens] of Object.entries(fontTables)) {
      const rows = rowsByName(canvas.getByRole('table', { name: caption }));
      await expect([...rows.keys()]).toEqual(Object.keys(tokens));
    }
  },
};
