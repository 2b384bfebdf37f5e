import { useMemo } from 'react';
import { VisuallyHidden } from 'react-aria-components/VisuallyHidden';
import { type ListOption, Select, type SelectionMode, type SelectProps } from '../Select/Select.tsx';
import * as styles from './TabulatedSelect.css.ts';

export interface TabulatedColumn {
  key: string;
  label: string;
}

export interface TabulatedOption {
  value: string;
  /** The option's text in each column, by column key. */
  cells: Record<string, string>;
}

export interface TabulatedSelectProps<M extends SelectionMode = 'single'>
  extends Omit<SelectProps<M>, 'options' | 'listHeader'> {
  /** The columns, in order; the first ones name the option in the trigger. */
  columns: readonly TabulatedColumn[];
  /** The choices, in order. */
  options: readonly TabulatedOption[];
}

/**
 * A select whose options are rows of a small table (the TabulatedSelect field type). Each option reads
 * every column with its heading ("City: Lisbon, Country: Portugal", the headings visually hidden in
 * the rows); the visual heading row is hidden from assistive technologies instead.
 */
export function TabulatedSelect<M extends SelectionMode = 'single'>({
  columns,
  options,
  ...props
}: TabulatedSelectProps<M>) {
  const gridTemplateColumns = `repeat(${columns.length}, minmax(0, 1fr))`;
  const listOptions = useMemo(
    () =>
      options.map(
        (option): ListOption => ({
          value: option.value,
          label: columns.map((column) => option.cells[column.key] ?? '').join(' · '),
          content: (
            <span className={styles.row} style={{ gridTemplateColumns }}>
              {columns.map((column, index) => (
                <span key={column.key} className={styles.cell}>
                  <VisuallyHidden>{`${column.label}: `}</VisuallyHidden>
                  {option.cells[column.key]}
                  {index < columns.length - 1 ? <VisuallyHidden>, </VisuallyHidden> : null}
                </span>
              ))}
            </span>
          ),
        }),
      ),
    [columns, options, gridTemplateColumns],
  );
  return (
    <Select<M>
      {...props}
      options={listOptions}
      listHeader={
        <div className={styles.header} style={{ gridTemplateColumns }} aria-hidden="true">
          {columns.map((column) => (
            <span key={column.key} className={styles.cell}>
              {column.label}
            </span>
          ))}
        </div>
      }
    />
  );
}
