import type { CurrentUserResponse } from '@mobilise/contract';
import { toLanguage } from '@mobilise/ui/i18n';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ComponentType, type ReactNode, useState } from 'react';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import {
  createMemoryRouter,
  Outlet,
  RouterProvider,
  useHref,
  useLocation,
  useNavigate,
} from 'react-router-dom';
import { createAppQueryClient } from '../../api/query-client.ts';
import { storyOrganisations } from '../../features/my-aim/stories/index.ts';
import { currentUserQueryOptions, organisationsQueryOptions } from '../../features/session/index.ts';
import { storeLanguage } from '../../i18n/language-store.ts';
import en from '../../i18n/locales/en/my-aim.json';
import es from '../../i18n/locales/es/my-aim.json';
import fr from '../../i18n/locales/fr/my-aim.json';
import pt from '../../i18n/locales/pt/my-aim.json';
import { GenericErrorsProvider } from '../../shell/GenericErrors.tsx';
import { genericErrorModalRequests } from '../../shell/generic-error-requests.ts';
import { ShellLayout } from '../../shell/ShellLayout.tsx';
import { myAimNamespace } from '../useMyAimTranslation.ts';

const myAimTexts = { en, es, fr, pt };

/**
 * The app's frame around a page: react-aria links routed through React Router, the page in <main> (the
 * shell's, with its header and sidebar, when `inShell`), and the root layout's generic error page and modal.
 */
function Frame({ inShell }: { inShell: boolean }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (
    <AriaRouterProvider navigate={navigate} useHref={useHref}>
      <GenericErrorsProvider>
        {inShell ? (
          <ShellLayout />
        ) : (
          <main data-pathname={pathname}>
            <Outlet />
          </main>
        )}
      </GenericErrorsProvider>
    </AriaRouterProvider>
  );
}

export interface PageStoryProps {
  /** The route module's page. */
  page: ComponentType;
  /** The route's path pattern, e.g. `/person-profiles/:id`. */
  path: string;
  /** The URL the story opens. */
  url: string;
  /** What users/me answered at start-up; null for a signed-out visitor. */
  user: CurrentUserResponse | null;
  /** Rendered above the page, inside the same router (the onboarding guide). */
  above?: ReactNode;
  /** Further routes the page leads to, rendered when the story follows a link or button there. */
  leadsTo?: readonly { path: string; page: ComponentType }[];
  /** Routes nested in the page's (paths relative to it), rendered where the page puts its `<Outlet />`. */
  childRoutes?: readonly { path: string; page: ComponentType }[];
  /**
   * The app's own query client (failed loads logged, failed changes opening the generic error modal)
   * instead of one that never retries and logs nothing.
   * @default false
   */
  appQueryClient?: boolean;
  /**
   * Inside the shell (top tabs, sidebar of the page's area, profile menu), as a signed-in user sees the
   * page; the shell's own requests (the user's profile and applications) need the story's handlers too.
   * @default false
   */
  inShell?: boolean;
}

/**
 * A page of the app as the shell renders it: a data router at `url`, a fresh QueryClient holding the
 * start-up answers (users/me and the organisations), and the myAim texts in every language. Anything
 * else the page asks for goes to the story's MSW handlers.
 */
export function PageStory({
  page: Page,
  path,
  url,
  user,
  above,
  leadsTo = [],
  childRoutes = [],
  appQueryClient = false,
  inShell = false,
}: PageStoryProps) {
  const { i18n } = useTranslation();
  for (const [language, texts] of Object.entries(myAimTexts)) {
    if (!i18n.hasResourceBundle(language, myAimNamespace))
      i18n.addResourceBundle(language, myAimNamespace, texts);
  }
  const [queryClient] = useState(() => {
    // The app sends the stored language as Accept-Language: here that is the language the story shows.
    storeLanguage(toLanguage(i18n.language));
    const client = appQueryClient
      ? createAppQueryClient(genericErrorModalRequests.request)
      : new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData(currentUserQueryOptions.queryKey, user);
    client.setQueryData(organisationsQueryOptions.queryKey, storyOrganisations);
    return client;
  });
  const [router] = useState(() =>
    createMemoryRouter(
      [
        {
          element: <Frame inShell={inShell} />,
          children: [
            {
              path,
              element: (
                <>
                  {above}
                  <Page />
                </>
              ),
              children: childRoutes.map(({ path: childPath, page: Child }) => ({
                path: childPath,
                element: <Child />,
              })),
            },
            ...leadsTo.map(({ path, page: Next }) => ({ path, element: <Next /> })),
            { path: '*', element: above ?? null },
          ],
        },
      ],
      { initialEntries: [url] },
    ),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
