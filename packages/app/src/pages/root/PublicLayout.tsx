import { Outlet } from 'react-router-dom';
import { BrandLogoLink } from '../../shell/BrandLogoLink.tsx';
import * as styles from './RootLayout.css.ts';

/** The frame of the public pages (sign-in screens, NotFound): the brand's logo over the page. */
export function PublicLayout() {
  return (
    <>
      <header className={styles.header}>
        <BrandLogoLink />
      </header>
      <main id="main" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
    </>
  );
}
