import { Link, type LinkProps } from 'react-aria-components/Link';
import * as styles from './TextLink.css.ts';

/** An underlined link in running text or a list, routed through react-aria's RouterProvider. */
export function TextLink(props: Omit<LinkProps, 'className' | 'style'>) {
  return <Link {...props} className={styles.textLink} />;
}
