export type { TextFieldProps } from './TextField.tsx';
export { TextField, textFieldTypes } from './TextField.tsx';
export type { ValueSource } from './ValueSource.ts';
