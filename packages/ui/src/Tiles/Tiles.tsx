import type { ReactNode } from 'react';
import { LayoutContainer, type LayoutElement } from '../Box/LayoutContainer.tsx';
import { allowedValues } from '../styles/allowedValues.ts';
import type { ResponsiveValue, Space } from '../styles/responsive.ts';
import { sprinkles } from '../styles/sprinkles.css.ts';

export type TilesColumns = 1 | 2 | 3 | 4 | 5 | 6;
export const tilesColumns = allowedValues<TilesColumns>()([1, 2, 3, 4, 5, 6]);

export interface TilesProps {
  /**
   * How many tiles share a row, e.g. `{ mobile: 1, md: 2, lg: 4 }`.
   * @default 1
   */
  columns?: ResponsiveValue<TilesColumns>;
  /**
   * The space between tiles, across and down.
   * @default 'md'
   */
  space?: ResponsiveValue<Space>;
  /**
   * `ul` or `ol` make the grid a list, each child one of its items.
   * @default 'div'
   */
  as?: LayoutElement;
  /**
   * Names the grid when it is a list (`as="ul"` or `"ol"`), e.g. "Members", so it is told apart from
   * other lists on the page.
   * @default undefined
   */
  'aria-label'?: string;
  /** The tiles, in reading order (row by row). */
  children: ReactNode;
}

/** Children in a grid of equal columns, filled row by row. */
export function Tiles({
  columns = 1,
  space = 'md',
  as = 'div',
  'aria-label': ariaLabel,
  children,
}: TilesProps) {
  const className = sprinkles({ display: 'grid', gridTemplateColumns: columns, gap: space });
  return (
    <LayoutContainer as={as} className={className} aria-label={ariaLabel}>
      {children}
    </LayoutContainer>
  );
}
