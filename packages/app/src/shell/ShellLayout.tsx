import { Banner, MobileMenu, Sidebar, TopNav } from '@mobilise/ui';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { OnboardingGuide } from '../features/onboarding/index.ts';
import { useSignedInSession } from '../features/session/index.ts';
import type { SignedInSession } from '../guards/guard.ts';
import { isOfficeStaff } from '../guards/roles.ts';
import { BrandLogoLink } from './BrandLogoLink.tsx';
import { OrganisationSwitch } from './OrganisationSwitch.tsx';
import { ProfileMenuOfUser } from './ProfileMenuOfUser.tsx';
import { ReportDownloads } from './ReportDownloads.tsx';
import * as styles from './ShellLayout.css.ts';
import { useShellNavigation } from './useShellNavigation.ts';

// Office staff only, so the search's code (combobox, list box, the search calls) loads for them alone.
const HeaderSearch = lazy(() => import('./HeaderSearch.tsx').then((m) => ({ default: m.HeaderSearch })));

/**
 * The global search for office staff, in a box of its least size while its code loads (the loaded box
 * may be a little wider, to fit its placeholder); full width in the mobile menu.
 */
const headerSearchOf = (session: SignedInSession, { isFullWidth = false } = {}) =>
  isOfficeStaff(session.user) ? (
    <Suspense
      fallback={
        <div className={isFullWidth ? styles.fullWidthSearchPlaceholder : styles.searchPlaceholder} />
      }
    >
      <HeaderSearch isFullWidth={isFullWidth} />
    </Suspense>
  ) : null;

/** The mobile menu is controlled so that every route change closes it. */
const useMobileMenuClosedOnNavigation = () => {
  const { pathname, search } = useLocation();
  const [isOpen, setOpen] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the navigation itself is the trigger
  useEffect(() => setOpen(false), [pathname, search]);
  return [isOpen, setOpen] as const;
};

/**
 * The frame of every signed-in page: top tabs with the search (office staff), the
 * organisation switcher and profile menu from the lg breakpoint, the mobile menu (the same, stacked)
 * below it, the site-wide banner, the sidebar of the page's area and the page. The interface language is
 * chosen in the profile menu.
 */
export function ShellLayout() {
  const session = useSignedInSession();
  // The authenticated loader sends a visitor to sign in before this renders.
  return session === null ? null : <Shell session={session} />;
}

function Shell({ session }: { session: SignedInSession }) {
  const { tabs, area, showsOrganisationSwitcher, sidebar } = useShellNavigation(session);
  const [isMenuOpen, setMenuOpen] = useMobileMenuClosedOnNavigation();
  const currentTabId = tabs.some((tab) => tab.id === area) ? area : undefined;
  const switcher = showsOrganisationSwitcher ? <OrganisationSwitch /> : null;
  const search = headerSearchOf(session);
  const banner = session.metadata.banner;
  const sidebarNav =
    sidebar.items.length > 0 ? (
      <Sidebar items={sidebar.items} currentId={sidebar.currentId} aria-label={sidebar.label} />
    ) : null;
  return (
    <>
      <header className={styles.header}>
        <TopNav
          items={tabs}
          currentId={currentTabId}
          logo={<BrandLogoLink />}
          search={search}
          organisationSwitcher={switcher}
          profileMenu={<ProfileMenuOfUser />}
        />
        <MobileMenu logo={<BrandLogoLink />} isOpen={isMenuOpen} onOpenChange={setMenuOpen}>
          <div className={styles.mobilePanel}>
            {headerSearchOf(session, { isFullWidth: true })}
            {tabs.length > 0 ? <Sidebar items={tabs} currentId={currentTabId} /> : null}
            {switcher}
            {sidebarNav}
            <ProfileMenuOfUser />
          </div>
        </MobileMenu>
      </header>
      {banner ? <Banner message={banner} /> : null}
      <div className={styles.body}>
        {sidebarNav ? <div className={styles.sidebar}>{sidebarNav}</div> : null}
        <main id="main" className={styles.main} tabIndex={-1}>
          <OnboardingGuide />
          <Outlet />
        </main>
      </div>
      <ReportDownloads />
    </>
  );
}
