import { useEffect } from 'react';
import { RouterProvider } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Outlet, useHref, useLocation, useNavigate } from 'react-router-dom';
import { applyBrand } from '../../brand/apply-brand.ts';
import { readStoredBrandId, setBrand } from '../../brand/brand-store.ts';
import { useBrand } from '../../brand/useBrand.ts';
import { loadOtherLanguagesWhenIdle } from '../../i18n/setup.ts';
import { followLink } from '../../shell/follow-link.ts';
import { GenericErrorsProvider } from '../../shell/GenericErrors.tsx';
import { useNavigationEffects } from '../../shell/useNavigationEffects.ts';
import * as styles from './RootLayout.css.ts';

/** CX mode is restored from browser storage on every navigation. */
const useBrandRestoredOnNavigation = () => {
  const { pathname } = useLocation();
  const brand = useBrand();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the navigation itself is the trigger
  useEffect(() => setBrand(readStoredBrandId()), [pathname]);
  useEffect(() => {
    void applyBrand(brand);
  }, [brand]);
};

/**
 * The frame of every page: react-aria links routed through React Router (paths the server answers, such
 * as /logout, are full page loads; the CSV reports are fetched and saved by the shell), the skip link,
 * the brand, the navigation effects (with the live region that names the page reached) and generic errors.
 * Once it has first rendered, the other languages load.
 */
export function RootLayout() {
  const navigate = useNavigate();
  const { t } = useTranslation('shell');
  useBrandRestoredOnNavigation();
  const announcement = useNavigationEffects();
  useEffect(loadOtherLanguagesWhenIdle, []);
  const route = (href: string) => followLink(href, navigate);
  return (
    <RouterProvider navigate={route} useHref={useHref}>
      <a className={styles.skipLink} href="#main">
        {t('nav.skipToContent')}
      </a>
      <GenericErrorsProvider>
        <Outlet />
      </GenericErrorsProvider>
      <div className={styles.visuallyHidden} aria-live="polite" aria-atomic="true">
        {announcement}
      </div>
    </RouterProvider>
  );
}
