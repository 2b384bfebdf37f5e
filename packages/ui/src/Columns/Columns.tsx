import type { Breakpoint } from '@mobilise/tokens';
import { createContext, type ReactNode, useContext } from 'react';
import { allowedValues } from '../styles/allowedValues.ts';
import { type ResponsiveValue, type Space, switchAt } from '../styles/responsive.ts';
import { sprinkles } from '../styles/sprinkles.css.ts';
import * as styles from './Columns.css.ts';

export const columnsCollapseBelow = ['sm', 'md', 'lg', 'xl'] as const;
export type ColumnsAlignY = 'top' | 'center' | 'bottom' | 'stretch';
export const columnsAlignsY = allowedValues<ColumnsAlignY>()(['top', 'center', 'bottom', 'stretch']);
export type ColumnWidth =
  | 'fluid'
  | 'content'
  | '1/2'
  | '1/3'
  | '2/3'
  | '1/4'
  | '3/4'
  | '1/5'
  | '2/5'
  | '3/5'
  | '4/5';
export const columnWidths = allowedValues<ColumnWidth>()([
  'fluid',
  'content',
  '1/2',
  '1/3',
  '2/3',
  '1/4',
  '3/4',
  '1/5',
  '2/5',
  '3/5',
  '4/5',
]) satisfies readonly styles.ColumnWidthName[];

const flexAlign = { top: 'flex-start', center: 'center', bottom: 'flex-end', stretch: 'stretch' } as const;

/** The breakpoint from which the enclosing Columns sit side by side, for each Column's width. */
const ColumnsContext = createContext<Breakpoint | undefined>(undefined);

export interface ColumnsProps {
  /**
   * The space between columns, and between them once stacked, e.g. `{ mobile: 'sm', lg: 'lg' }`.
   * @default 'md'
   */
  space?: ResponsiveValue<Space>;
  /**
   * Below this breakpoint the columns stack, first column on top; from it they sit side by side.
   * @default undefined (always side by side)
   */
  collapseBelow?: Breakpoint;
  /**
   * How columns of different heights line up while side by side.
   * @default 'top'
   */
  alignY?: ColumnsAlignY;
  /** `Column` elements, in reading order. */
  children: ReactNode;
}

/** Columns side by side, each `Column` fluid, at its content's width or a share of the row. */
export function Columns({ space = 'md', collapseBelow, alignY = 'top', children }: ColumnsProps) {
  const className = sprinkles({
    display: 'flex',
    flexDirection: collapseBelow ? switchAt(collapseBelow, 'column', 'row') : 'row',
    gap: space,
    // Stacked, every column takes the full width whatever the alignment side by side.
    alignItems: collapseBelow ? switchAt(collapseBelow, 'stretch', flexAlign[alignY]) : flexAlign[alignY],
  });
  return (
    <div className={className}>
      <ColumnsContext.Provider value={collapseBelow}>{children}</ColumnsContext.Provider>
    </div>
  );
}

export interface ColumnProps {
  /**
   * `fluid` shares the room the other columns leave, `content` fits the content, a fraction takes that
   * share of the row.
   * @default 'fluid'
   */
  width?: ColumnWidth;
  /** The column's content. */
  children?: ReactNode;
}

/** One column of a `Columns`. */
export function Column({ width = 'fluid', children }: ColumnProps) {
  const collapseBelow = useContext(ColumnsContext);
  const widthClass = styles.columnWidth[collapseBelow ?? 'always'][width];
  return <div className={`${styles.column} ${widthClass}`}>{children}</div>;
}
