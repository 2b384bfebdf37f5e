import { vars } from '@mobilise/tokens/contract';
import type { CSSProperties, ReactNode } from 'react';

// Stories only: the Foundations pages show the tokens' own data in these tables.

/** One token: its name in the first column, then what the page shows of it. */
export interface TokenRow {
  name: string;
  cells: ReactNode[];
}

const cellStyle: CSSProperties = {
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border.default}`,
  textAlign: 'start',
  verticalAlign: 'middle',
};

/** A captioned table of tokens, one row each, with the token's name as the row header. */
export function TokenTable({
  caption,
  columns,
  rows,
}: {
  caption: string;
  columns: string[];
  rows: TokenRow[];
}) {
  return (
    <table
      style={{
        borderCollapse: 'collapse',
        marginBlockEnd: vars.space.lg,
        fontFamily: vars.font.family.body,
        fontSize: vars.font.size.sm,
        color: vars.color.text.default,
        backgroundColor: vars.color.surface.raised,
      }}
    >
      <caption
        style={{
          textAlign: 'start',
          fontSize: vars.font.size.lg,
          fontWeight: vars.font.weight.bold,
          paddingBlockEnd: vars.space.sm,
        }}
      >
        {caption}
      </caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col" style={cellStyle}>
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map(({ name, cells }) => (
          <tr key={name}>
            <th scope="row" style={{ ...cellStyle, fontFamily: vars.font.family.mono }}>
              {name}
            </th>
            {cells.map((cell, index) => (
              // The columns are fixed per table, so a cell's position is its identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <td key={index} style={cellStyle}>
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A token's CSS value, as written in the tokens. */
export function TokenValue({ children }: { children: string }) {
  return <code style={{ fontFamily: vars.font.family.mono }}>{children}</code>;
}

/** The rows of a table, by the name in their row header, for play functions. */
export const rowsByName = (table: HTMLElement): Map<string, HTMLTableRowElement> =>
  new Map(
    [...table.querySelectorAll('tbody tr')].map((row) => [
      row.querySelector('th')?.textContent ?? '',
      row as HTMLTableRowElement,
    ]),
  );

/** Flattens a group of token groups (`{ surface: { canvas: '#fff' } }`) to dotted names and values. */
export const flatten = (groups: object): [string, string][] =>
  Object.entries(groups).flatMap(([group, roles]) =>
    typeof roles === 'string'
      ? [[group, roles] as [string, string]]
      : flatten(roles).map(([role, value]): [string, string] => [`${group}.${role}`, value]),
  );
