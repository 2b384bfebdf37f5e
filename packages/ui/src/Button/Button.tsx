import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components/Button';
import { buttonClassName } from './buttonClassName.ts';
import type { ButtonSize, ButtonVariant } from './buttonStyle.css.ts';

export interface ButtonProps extends Omit<AriaButtonProps, 'className' | 'style'> {
  /**
   * Prominence: one primary action per view.
   * @default 'primary'
   */
  variant?: ButtonVariant;
  /** @default 'md' */
  size?: ButtonSize;
}

/** A button: presses by mouse, touch, Enter and Space, with a visible focus ring. */
export function Button({ variant = 'primary', size = 'md', ...props }: ButtonProps) {
  return <AriaButton {...props} className={buttonClassName({ variant, size })} />;
}
