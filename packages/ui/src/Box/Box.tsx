import type { ReactNode } from 'react';
import { allowedValues } from '../styles/allowedValues.ts';
import type { ResponsiveValue, Space } from '../styles/responsive.ts';
import { sprinkles } from '../styles/sprinkles.css.ts';

/** The elements a Box may render, landmarks included. */
export type BoxElement =
  | 'div'
  | 'span'
  | 'section'
  | 'article'
  | 'aside'
  | 'header'
  | 'footer'
  | 'nav'
  | 'main';
export const boxElements = allowedValues<BoxElement>()([
  'div',
  'span',
  'section',
  'article',
  'aside',
  'header',
  'footer',
  'nav',
  'main',
]);
export type BoxDisplay = 'none' | 'block' | 'flex' | 'grid';
export const boxDisplays = allowedValues<BoxDisplay>()(['none', 'block', 'flex', 'grid']);
export type BoxFlexDirection = 'row' | 'column';
export const boxFlexDirections = allowedValues<BoxFlexDirection>()(['row', 'column']);
export type BoxAlignItems = 'stretch' | 'flex-start' | 'center' | 'flex-end';
export const boxAlignItems = allowedValues<BoxAlignItems>()(['stretch', 'flex-start', 'center', 'flex-end']);
export type BoxJustifyContent = 'flex-start' | 'center' | 'flex-end' | 'space-between';
export const boxJustifyContents = allowedValues<BoxJustifyContent>()([
  'flex-start',
  'center',
  'flex-end',
  'space-between',
]);

export interface BoxProps {
  /**
   * The element to render; name a landmark (`nav`, `aside`, `section`) with `aria-label` or `aria-labelledby`.
   * @default 'div'
   */
  as?: BoxElement;
  /**
   * CSS `display`, e.g. `{ mobile: 'none', md: 'block' }` to show something from 768 px only.
   * @default undefined (the element's own)
   */
  display?: ResponsiveValue<BoxDisplay>;
  /**
   * CSS `flex-direction`, with `display: 'flex'`.
   * @default undefined ('row')
   */
  flexDirection?: ResponsiveValue<BoxFlexDirection>;
  /**
   * CSS `align-items`, with `display: 'flex'` or `'grid'`.
   * @default undefined ('stretch')
   */
  alignItems?: ResponsiveValue<BoxAlignItems>;
  /**
   * CSS `justify-content`, with `display: 'flex'`.
   * @default undefined ('flex-start')
   */
  justifyContent?: ResponsiveValue<BoxJustifyContent>;
  /**
   * Space between rows and columns of a flex or grid Box; `rowGap` and `columnGap` override one direction.
   * @default undefined (none)
   */
  gap?: ResponsiveValue<Space>;
  /** @default undefined (`gap`) */
  rowGap?: ResponsiveValue<Space>;
  /** @default undefined (`gap`) */
  columnGap?: ResponsiveValue<Space>;
  /**
   * Padding on all four sides; the narrower props below override it on their sides.
   * @default undefined (none)
   */
  padding?: ResponsiveValue<Space>;
  /**
   * Padding at the start and end of the line (left and right in left-to-right text).
   * @default undefined (`padding`)
   */
  paddingX?: ResponsiveValue<Space>;
  /** Padding at the top and bottom. @default undefined (`padding`) */
  paddingY?: ResponsiveValue<Space>;
  /** @default undefined (`paddingY`) */
  paddingTop?: ResponsiveValue<Space>;
  /** @default undefined (`paddingY`) */
  paddingBottom?: ResponsiveValue<Space>;
  /** @default undefined (`paddingX`) */
  paddingInlineStart?: ResponsiveValue<Space>;
  /** @default undefined (`paddingX`) */
  paddingInlineEnd?: ResponsiveValue<Space>;
  /** @default undefined */
  id?: string;
  /** Names a landmark Box. @default undefined */
  'aria-label'?: string;
  /** Names a landmark Box by a visible heading's id. @default undefined */
  'aria-labelledby'?: string;
  children?: ReactNode;
}

/**
 * A block with layout and space from the tokens, each value optionally responsive; the base of the
 * other layout primitives. Colours and borders belong to components, so a Box has none.
 */
export function Box({
  as: Element = 'div',
  id,
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledBy,
  children,
  ...layout
}: BoxProps) {
  // Every prop but the element's own attributes is a sprinkle: they go to sprinkles as they are.
  const className = sprinkles(layout);
  return (
    <Element
      id={id}
      aria-label={ariaLabel}
      aria-labelledby={ariaLabelledBy}
      className={className || undefined}
    >
      {children}
    </Element>
  );
}
