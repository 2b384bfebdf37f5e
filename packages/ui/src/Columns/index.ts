export type { ColumnProps, ColumnsAlignY, ColumnsProps, ColumnWidth } from './Columns.tsx';
export { Column, Columns, columnsAlignsY, columnsCollapseBelow, columnWidths } from './Columns.tsx';
