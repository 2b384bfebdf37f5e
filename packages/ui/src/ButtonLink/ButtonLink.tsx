import { Link as AriaLink, type LinkProps as AriaLinkProps } from 'react-aria-components/Link';
import { buttonClassName } from '../Button/buttonClassName.ts';
import type { ButtonSize, ButtonVariant } from '../Button/buttonStyle.css.ts';

export interface ButtonLinkProps extends Omit<AriaLinkProps, 'className' | 'style'> {
  /** @default 'primary' */
  variant?: ButtonVariant;
  /** @default 'md' */
  size?: ButtonSize;
}

/**
 * A link that looks like a button, for actions that navigate ("Return Home"). Client-side routing
 * comes from react-aria's RouterProvider, which the app sets up once.
 */
export function ButtonLink({ variant = 'primary', size = 'md', ...props }: ButtonLinkProps) {
  return <AriaLink {...props} className={buttonClassName({ variant, size })} />;
}
