import '@mobilise/tokens/global';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { createAppQueryClient } from './api/query-client.ts';
import { applyBrand } from './brand/apply-brand.ts';
import { currentBrand } from './brand/brand-store.ts';
import { setupI18n } from './i18n/setup.ts';
import { startFirstPageLoads } from './routes/first-page-loads.ts';
import { createAppRouter } from './routes/router.tsx';
import { genericErrorModalRequests } from './shell/generic-error-requests.ts';

const container = document.getElementById('app');
if (!container) throw new Error('The page has no #app container');

const queryClient = createAppQueryClient(genericErrorModalRequests.request);

// The language files load before the first page renders; users/me, the organisations and the page's code
// load meanwhile rather than after them (the root loader waits for the first two).
startFirstPageLoads(queryClient, window.location.pathname);
await Promise.all([setupI18n(), applyBrand(currentBrand())]);

createRoot(container).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={createAppRouter(queryClient)} />
    </QueryClientProvider>
  </StrictMode>,
);
