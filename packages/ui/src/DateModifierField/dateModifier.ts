import { allowedValues } from '../styles/allowedValues.ts';

/** Which side of the reference date the modified date falls. */
export type DateModifierDirection = 'before' | 'after';
export const dateModifierDirections = allowedValues<DateModifierDirection>()(['before', 'after']);

/** "n days before/after a reference" (the DateModifier field type). */
export interface DateModifierValue {
  /** How many days; `null` while the number is empty. */
  days: number | null;
  direction: DateModifierDirection;
}

/** An unanswered modifier: no days yet, pointing after the reference. */
export const emptyDateModifier: DateModifierValue = { days: null, direction: 'after' };

/** Whether the modifier breaks the "must be after" rule (dueDateModifier relative to OFA_ACCEPTANCE). */
export const breaksMustBeAfter = (value: DateModifierValue, mustBeAfter: boolean) =>
  mustBeAfter && value.direction === 'before';
