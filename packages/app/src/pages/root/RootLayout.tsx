import { useEffect } from 'react';
import { RouterProvider } from 'react-aria-components';
import { Link } from 'react-aria-components/Link';
import { useTranslation } from 'react-i18next';
import { Outlet, useHref, useLocation, useNavigate } from 'react-router-dom';
import { applyBrand } from '../../brand/apply-brand.ts';
import { readStoredBrandId, setBrand } from '../../brand/brand-store.ts';
import { useBrand } from '../../brand/useBrand.ts';
import { routePath } from '../../routes/routePath.ts';
import * as styles from './RootLayout.css.ts';

/** CX mode is restored from browser storage on every navigation (spec 01 §1, 02 §2). */
const useBrandRestoredOnNavigation = () => {
  const { pathname } = useLocation();
  const brand = useBrand();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the navigation itself is the trigger
  useEffect(() => setBrand(readStoredBrandId()), [pathname]);
  useEffect(() => {
    void applyBrand(brand);
  }, [brand]);
  return brand;
};

/** The frame of every page: react-aria links routed through React Router, brand header, main. */
export function RootLayout() {
  const navigate = useNavigate();
  const brand = useBrandRestoredOnNavigation();
  const { t } = useTranslation();
  return (
    <RouterProvider navigate={navigate} useHref={useHref}>
      <a className={styles.skipLink} href="#main">
        {t('nav.skipToContent')}
      </a>
      <header className={styles.header}>
        <Link
          className={styles.logoLink}
          href={routePath('Home')}
          aria-label={t('nav.home', { brand: brand.name })}
        >
          <img className={styles.logo} src={brand.logo} alt={brand.name} data-testid="brand-logo" />
        </Link>
      </header>
      <main id="main" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
    </RouterProvider>
  );
}
