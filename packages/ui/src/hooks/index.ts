export { useControlledValue } from './useControlledValue.ts';
