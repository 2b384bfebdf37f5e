import { brands } from '@mobilise/tokens';
import { vars } from '@mobilise/tokens/contract';
import { cxTokens } from '@mobilise/tokens/tokens/cx';
import { defaultTokens } from '@mobilise/tokens/tokens/default';
import { sharedTokens } from '@mobilise/tokens/tokens/shared';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { rowsByName, TokenTable, TokenValue } from './TokenTable.tsx';

const sample = {
  display: 'inline-block',
  width: 64,
  height: 40,
  backgroundColor: vars.color.surface.raised,
  verticalAlign: 'middle',
  flexShrink: 0,
} as const;

const meta = {
  title: 'Foundations/Radii and shadows',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Corner radii, the same in both brands. */
export const Radii: Story = {
  render: () => (
    <TokenTable
      caption="Radii"
      columns={['Radius', 'Value', 'Sample']}
      rows={Object.entries(sharedTokens.radius).map(([radius, value]) => ({
        name: radius,
        cells: [
          <TokenValue key="value">{value}</TokenValue>,
          <span
            key="sample"
            aria-hidden
            style={{ ...sample, borderRadius: value, border: `2px solid ${vars.color.border.strong}` }}
          />,
        ],
      }))}
    />
  ),
  play: async ({ canvas }) => {
    const rows = rowsByName(canvas.getByRole('table', { name: 'Radii' }));
    await expect([...rows.keys()]).toEqual(Object.keys(sharedTokens.radius));
  },
};

/** Elevation: each brand tints its shadows with its own dark, so both are shown side by side. */
export const Shadows: Story = {
  render: () => (
    <TokenTable
      caption="Shadows"
      columns={['Shadow', brands.default.name, brands.cx.name]}
      rows={Object.keys(defaultTokens.shadow).map((shadow) => ({
        name: shadow,
        cells: [defaultTokens, cxTokens].map((tokens) => {
          const value = tokens.shadow[shadow as keyof typeof tokens.shadow];
          return (
            <span
              key={value}
              style={{
                display: 'flex',
                alignItems: 'center',
                gap: vars.space.md,
                paddingBlock: vars.space.md,
              }}
            >
              <span aria-hidden style={{ ...sample, boxShadow: value, borderRadius: vars.radius.md }} />
              <TokenValue>{value}</TokenValue>
            </span>
          );
        }),
      }))}
    />
  ),
  play: async ({ canvas }) => {
    const rows = rowsByName(canvas.getByRole('table', { name: 'Shadows' }));
    await expect([...rows.keys()]).toEqual(Object.keys(defaultTokens.shadow));
    for (const [shadow, row] of rows)
      await expect(
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ).toEqual(
        [defaultTokens, cxTokens].map((tokens) => tokens.shadow[shadow as keyof typeof tokens.shadow]),
      );
  },
};
