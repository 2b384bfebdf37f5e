import { Select } from '@mobilise/ui/Select';

export interface SortSelectProps<Sort extends string> {
  label: string;
  /** The orders the list's query takes, in the order the menu offers them. */
  sorts: readonly Sort[];
  /** An order's name in the reader's language. */
  labelOf: (sort: Sort) => string;
  value: Sort;
  onChange: (sort: Sort) => void;
}

/** A list page's "Sort by" menu: one of the query's orders, never none. */
export function SortSelect<Sort extends string>({
  label,
  sorts,
  labelOf,
  value,
  onChange,
}: SortSelectProps<Sort>) {
  return (
    <Select
      label={label}
      options={sorts.map((sort) => ({ value: sort, label: labelOf(sort) }))}
      value={value}
      onChange={(key) => {
        const sort = sorts.find((each) => each === key);
        if (sort) onChange(sort);
      }}
    />
  );
}
