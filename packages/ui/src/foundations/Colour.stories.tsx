import { brands } from '@mobilise/tokens';
import { vars } from '@mobilise/tokens/contract';
import {
  type ColorPair,
  contrastRatio,
  NON_TEXT_CONTRAST,
  requiredPairs,
  TEXT_CONTRAST,
} from '@mobilise/tokens/contrast';
import { cxTokens } from '@mobilise/tokens/tokens/cx';
import { defaultTokens } from '@mobilise/tokens/tokens/default';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { flatten, rowsByName, TokenTable, TokenValue } from './TokenTable.tsx';

const brandTokens = [
  { brand: brands.default, tokens: defaultTokens },
  { brand: brands.cx, tokens: cxTokens },
] as const;

type ColourGroup = keyof typeof defaultTokens.color;

const rolesOf = (group: ColourGroup) =>
  brandTokens.map(({ tokens }) => new Map(flatten({ [group]: tokens.color[group] })));

function Swatch({ color }: { color: string }) {
  return (
    <span
      aria-hidden
      style={{
        display: 'inline-block',
        width: 32,
        height: 20,
        marginInlineEnd: vars.space.sm,
        verticalAlign: 'middle',
        backgroundColor: color,
        border: `1px solid ${vars.color.border.strong}`,
        borderRadius: vars.radius.sm,
      }}
    />
  );
}

/**
 * The foreground on the background as the pair is used: as text for a text pair; as a thick outline for
 * icons, borders and focus rings, which need only 3 : 1 and would fail as text.
 */
function PairSample({ foreground, background, minimum }: Omit<ColorPair, 'label'>) {
  const box = {
    display: 'inline-block',
    padding: `${vars.space.xxs} ${vars.space.sm}`,
    backgroundColor: background,
    borderRadius: vars.radius.sm,
  };
  return minimum >= TEXT_CONTRAST ? (
    <span style={{ ...box, color: foreground, border: `1px solid ${vars.color.border.default}` }}>Aa</span>
  ) : (
    <span aria-hidden style={{ ...box, width: 16, height: 16, border: `4px solid ${foreground}` }} />
  );
}

const meta = {
  title: 'Foundations/Colour',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** A story showing one group of colour roles, each with both brands' values side by side. */
const rolesStory = (group: ColourGroup, caption: string): Story => {
  const [defaultRoles, cxRoles] = rolesOf(group) as [Map<string, string>, Map<string, string>];
  return {
    render: () => (
      <TokenTable
        caption={caption}
        columns={['Role', ...brandTokens.map(({ brand }) => brand.name)]}
        rows={[...defaultRoles.keys()].map((role) => ({
          name: role,
          cells: [defaultRoles, cxRoles].map((brandRoles) => {
            const value = brandRoles.get(role) ?? '';
            return (
              <>
                <Swatch color={value} />
                <TokenValue>{value}</TokenValue>
              </>
            );
          }),
        }))}
      />
    ),
    // Every role of the group is shown, with each brand's value as the tokens give it.
    play: async ({ canvas }) => {
      const rows = rowsByName(canvas.getByRole('table', { name: caption }));
      await expect([...rows.keys()]).toEqual([...defaultRoles.keys()]);
      for (const [role, row] of rows) {
        const values = within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent);
        await expect(values).toEqual([defaultRoles.get(role), cxRoles.get(role)]);
      }
    },
  };
};

/** Backgrounds, from the page canvas to raised cards, sunken wells, inverse bars and modal overlays. */
export const Surfaces = rolesStory('surface', 'Surface colours');
/** Text colours; `onAction` is the text on a primary action. */
export const Text = rolesStory('text', 'Text colours');
export const Borders = rolesStory('border', 'Border colours');
/** Buttons and other actions in their rest, hover, pressed and disabled states. */
export const Actions = rolesStory('action', 'Action colours');
/** Success, warning, error and information: each strong colour with its soft background. */
export const Status = rolesStory('status', 'Status colours');
export const Badges = rolesStory('badge', 'Badge colours');
export const Header = rolesStory('header', 'Header colours');

/** A story showing the colour pairs that need at least `minimum` contrast, with both brands' ratios. */
const contrastStory = (minimum: number, caption: string): Story => {
  const pairsByBrand = brandTokens.map(({ tokens }) =>
    requiredPairs(tokens)
      .filter((pair) => pair.minimum === minimum)
      .map((pair) => ({ ...pair, ratio: contrastRatio(pair.foreground, pair.background) })),
  );
  return {
    render: () => (
      <TokenTable
        caption={caption}
        columns={[
          'Pair',
          ...brandTokens.flatMap(({ brand }) => [`${brand.name} sample`, `${brand.name} ratio`]),
        ]}
        rows={(pairsByBrand[0] ?? []).map(({ label }, index) => ({
          name: label,
          cells: pairsByBrand.flatMap((pairs) => {
            const pair = pairs[index];
            return pair ? [<PairSample key="sample" {...pair} />, `${pair.ratio.toFixed(2)} : 1`] : [];
          }),
        }))}
      />
    ),
    // Every pair the contrast test checks is shown, and both brands reach the minimum in each.
    play: async ({ canvas }) => {
      const rows = rowsByName(canvas.getByRole('table', { name: caption }));
      await expect([...rows.keys()]).toEqual(pairsByBrand[0]?.map(({ label }) => label));
      for (const row of rows.values()) {
        const [, defaultRatio, , cxRatio] = within(row)
          .getAllByRole('cell')
          .map((cell) => Number.parseFloat(cell.textContent ?? ''));
        await expect(defaultRatio).toBeGreaterThanOrEqual(minimum);
        await expect(cxRatio).toBeGreaterThanOrEqual(minimum);
      }
    },
  };
};

/**
 * Text on its backgrounds in both brands, against WCAG AA's 4.5 : 1 for text. The tokens' contrast test
 * holds every brand to these same pairs.
 */
export const TextContrast = contrastStory(TEXT_CONTRAST, 'Contrast of text, at least 4.5 : 1');

/** Icons, borders and focus rings in both brands, against WCAG AA's 3 : 1 for non-text UI. */
export const NonTextContrast = contrastStory(NON_TEXT_CONTRAST, 'Contrast of non-text UI, at least 3 : 1');
