import type { ReactNode } from 'react';
import { LayoutContainer, type LayoutElement } from '../Box/LayoutContainer.tsx';
import { allowedValues } from '../styles/allowedValues.ts';
import { mapResponsiveValue, type ResponsiveValue, type Space } from '../styles/responsive.ts';
import { sprinkles } from '../styles/sprinkles.css.ts';

export type StackAlign = 'stretch' | 'start' | 'center' | 'end';
export const stackAligns = allowedValues<StackAlign>()(['stretch', 'start', 'center', 'end']);

const flexAlign = { stretch: 'stretch', start: 'flex-start', center: 'center', end: 'flex-end' } as const;

export interface StackProps {
  /**
   * The space between one child and the next, e.g. `{ mobile: 'sm', md: 'lg' }`.
   * @default 'md'
   */
  space?: ResponsiveValue<Space>;
  /**
   * Where the children sit across the line: `stretch` gives each the full width, the others keep
   * each child at its own width at the start, centre or end.
   * @default 'stretch'
   */
  align?: ResponsiveValue<StackAlign>;
  /**
   * `ul` or `ol` make the stack a list, each child one of its items.
   * @default 'div'
   */
  as?: LayoutElement;
  /** The children, top to bottom. */
  children: ReactNode;
}

/** Children one above the other with even space between them. */
export function Stack({ space = 'md', align = 'stretch', as = 'div', children }: StackProps) {
  const className = sprinkles({
    display: 'flex',
    flexDirection: 'column',
    rowGap: space,
    alignItems: mapResponsiveValue(align, (value) => flexAlign[value]),
  });
  return (
    <LayoutContainer as={as} className={className}>
      {children}
    </LayoutContainer>
  );
}
