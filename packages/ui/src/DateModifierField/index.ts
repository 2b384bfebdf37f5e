export type { DateModifierFieldProps } from './DateModifierField.tsx';
export { DateModifierField } from './DateModifierField.tsx';
export type { DateModifierDirection, DateModifierValue } from './dateModifier.ts';
export { breaksMustBeAfter, dateModifierDirections, emptyDateModifier } from './dateModifier.ts';
