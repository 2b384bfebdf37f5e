export type { ResponsiveCondition, ResponsiveValue, Space } from '../styles/responsive.ts';
export { spaces } from '../styles/responsive.ts';
export type { BoxProps } from './Box.tsx';
export {
  Box,
  boxAlignItems,
  boxDisplays,
  boxElements,
  boxFlexDirections,
  boxJustifyContents,
} from './Box.tsx';
export type { LayoutElement } from './LayoutContainer.tsx';
export { layoutElements } from './LayoutContainer.tsx';
