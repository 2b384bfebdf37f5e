import { Link, type LinkProps } from 'react-aria-components/Link';
import * as styles from './AuthFrame.css.ts';

/** A text link between the sign-in screens (routed through the app's RouterProvider). */
export function AuthLink(props: Omit<LinkProps, 'className' | 'style'>) {
  return <Link {...props} className={styles.link} />;
}
