import { Link as AriaLink, type LinkProps as AriaLinkProps } from 'react-aria-components/Link';
import { allowedValues } from '../styles/allowedValues.ts';
import * as styles from './Link.css.ts';

export type LinkVariant = 'prose' | 'standalone';
export const linkVariants = allowedValues<LinkVariant>()(['prose', 'standalone']);

export interface LinkProps extends Omit<AriaLinkProps, 'className' | 'style'> {
  /**
   * `prose` for a link inside running text: underlined, so it stands out from the words around it.
   * `standalone` for a link that is plainly a link by where it sits (navigation, a table, a card's
   * action): medium weight, underlined only while hovered.
   * @default 'prose'
   */
  variant?: LinkVariant;
}

/**
 * A text link. Client-side routing comes from react-aria's RouterProvider, which the app sets up
 * once, so `href` takes the app's own paths.
 */
export function Link({ variant = 'prose', ...props }: LinkProps) {
  return <AriaLink {...props} className={styles.link({ variant })} />;
}
