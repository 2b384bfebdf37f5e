import {
  type ButtonSize,
  type ButtonVariant,
  buttonBase,
  buttonSizeClasses,
  buttonVariantClasses,
} from './buttonStyle.css.ts';

/** The classes of a button of that prominence and size. */
export const buttonClassName = ({ variant, size }: { variant: ButtonVariant; size: ButtonSize }) =>
  `${buttonBase} ${buttonVariantClasses[variant]} ${buttonSizeClasses[size]}`;
