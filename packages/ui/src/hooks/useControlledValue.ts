import { useState } from 'react';

/**
 * The value of a composite field that a form may control (`value`) or leave to the field
 * (`defaultValue`), as react-aria's own fields do; `onChange` hears every change either way.
 */
export function useControlledValue<T>(value: T | undefined, defaultValue: T, onChange?: (value: T) => void) {
  const [ownValue, setOwnValue] = useState(defaultValue);
  const isControlled = value !== undefined;
  const current = isControlled ? value : ownValue;
  const setValue = (next: T) => {
    if (!isControlled) setOwnValue(next);
    onChange?.(next);
  };
  return [current, setValue] as const;
}
