import type { ReactNode } from 'react';
import { LayoutContainer, type LayoutElement } from '../Box/LayoutContainer.tsx';
import { allowedValues } from '../styles/allowedValues.ts';
import { mapResponsiveValue, type ResponsiveValue, type Space } from '../styles/responsive.ts';
import { sprinkles } from '../styles/sprinkles.css.ts';
import * as styles from './Inline.css.ts';

export type InlineAlign = 'start' | 'center' | 'end';
export const inlineAligns = allowedValues<InlineAlign>()(['start', 'center', 'end']);
export type InlineAlignY = 'top' | 'center' | 'bottom';
export const inlineAlignsY = allowedValues<InlineAlignY>()(['top', 'center', 'bottom']);

const justify = { start: 'flex-start', center: 'center', end: 'flex-end' } as const;
const alignY = { top: 'flex-start', center: 'center', bottom: 'flex-end' } as const;

export interface InlineProps {
  /**
   * The space between children, along the line and between wrapped lines, e.g. `{ mobile: 'xs', md: 'sm' }`.
   * @default 'sm'
   */
  space?: ResponsiveValue<Space>;
  /**
   * Where the children sit along the line.
   * @default 'start'
   */
  align?: ResponsiveValue<InlineAlign>;
  /**
   * How children of different heights line up.
   * @default 'top'
   */
  alignY?: ResponsiveValue<InlineAlignY>;
  /**
   * `ul` or `ol` make the row a list, each child one of its items.
   * @default 'div'
   */
  as?: LayoutElement;
  /** The children, in reading order. */
  children: ReactNode;
}

/** Children side by side at their own widths, wrapping onto more lines when the row is full. */
export function Inline({
  space = 'sm',
  align = 'start',
  alignY: y = 'top',
  as = 'div',
  children,
}: InlineProps) {
  const className = sprinkles({
    display: 'flex',
    flexDirection: 'row',
    gap: space,
    justifyContent: mapResponsiveValue(align, (value) => justify[value]),
    alignItems: mapResponsiveValue(y, (value) => alignY[value]),
  });
  return (
    <LayoutContainer as={as} className={`${className} ${styles.inline}`}>
      {children}
    </LayoutContainer>
  );
}
