import { lazy, Suspense, useEffect, useState } from 'react';
import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router-dom';
import { routePath } from '../../routes/routePath.ts';
import { StartupLoadError } from '../../routes/startup.ts';
import { errorPageTitleKey, routeEntry } from '../../routes/table.ts';
import { checkSessionBeforeGenericError } from '../../shell/session-check.ts';
import { supportContactFor } from '../../shell/support-contact.ts';
import { usePageTitle } from '../../shell/usePageTitle.ts';

// Loaded when an error happens, so no page carries them beforehand.
const GenericErrorPage = lazy(() =>
  import('@mobilise/ui/GenericErrorPage').then((m) => ({ default: m.GenericErrorPage })),
);
const GenericErrorModal = lazy(() =>
  import('@mobilise/ui/GenericErrorModal').then((m) => ({ default: m.GenericErrorModal })),
);
const NotFoundPage = lazy(() =>
  import('@mobilise/ui/NotFoundPage').then((m) => ({ default: m.NotFoundPage })),
);

/**
 * Any error a page throws ends here: a 404 answer as NotFound; anything else is logged for us and, once
 * the session check lets it, shown as the generic error page, or as the generic error modal
 * when a start-up load failed, whose only way on is to reload.
 */
export function RootErrorBoundary() {
  const error = useRouteError();
  const { pathname } = useLocation();
  const isNotFound = isRouteErrorResponse(error) && error.status === 404;
  usePageTitle(null, isNotFound ? routeEntry('NotFound').titleKey : errorPageTitleKey);
  const [shown, setShown] = useState<{ isCreativeAccess: boolean } | null>(null);

  useEffect(() => {
    if (isNotFound) return;
    console.error(error);
    let current = true;
    void checkSessionBeforeGenericError(pathname).then(({ showError, isCreativeAccess }) => {
      if (current && showError) setShown({ isCreativeAccess });
    });
    return () => {
      current = false;
    };
  }, [error, isNotFound, pathname]);

  return (
    <Suspense>
      {isNotFound ? (
        <NotFoundPage homeHref={routePath('Home')} />
      ) : shown === null ? null : error instanceof StartupLoadError ? (
        <GenericErrorModal isOpen />
      ) : (
        <GenericErrorPage supportEmail={supportContactFor(shown.isCreativeAccess)} />
      )}
    </Suspense>
  );
}
