export type { ButtonProps } from './Button.tsx';
export { Button } from './Button.tsx';
export { buttonSizes, buttonVariants } from './buttonStyle.css.ts';
