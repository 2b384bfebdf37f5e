import '@mobilise/tokens/global';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { createAppQueryClient } from './api/query-client.ts';
import { serverQueriesElementId, takeServerQueries } from './api/server-queries.ts';
import { applyBrand } from './brand/apply-brand.ts';
import { currentBrand } from './brand/brand-store.ts';
import { takeSignedOutMark } from './features/session/index.ts';
import { setupI18n } from './i18n/setup.ts';
import { startFirstPageLoads } from './routes/first-page-loads.ts';
import { createAppRouter, firstPageLoaded } from './routes/router.tsx';
import { genericErrorModalRequests } from './shell/generic-error-requests.ts';

const container = document.getElementById('app');
if (!container) throw new Error('The page has no #app container');

const queryClient = createAppQueryClient(genericErrorModalRequests.request);

// A page the server rendered carries the answers it read: the first page's loaders find them here.
const serverQueries = document.getElementById(serverQueriesElementId);
if (serverQueries) {
  takeServerQueries(queryClient, serverQueries.textContent ?? '');
  serverQueries.remove();
}
// A page the server answered without a session says so: start-up then asks no users/me.
takeSignedOutMark(queryClient);

// The language files load before the first page renders; users/me, the organisations and the page's code
// load meanwhile rather than after them (the root loader waits for the first two).
startFirstPageLoads(queryClient, window.location.pathname);
await Promise.all([setupI18n(), applyBrand(currentBrand())]);

// The first render waits for the first page's loaders and code, so that it shows that page at once: a
// prerendered page (`prerender/`) stays in place until then instead of giving way to an empty frame. It is
// not awaited here: the page's code imports from this module, which must have finished running first.
const router = createAppRouter(queryClient);
void firstPageLoaded(router).then(() => {
  const root = createRoot(container);
  startTransition(() =>
    root.render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </StrictMode>,
    ),
  );
});
