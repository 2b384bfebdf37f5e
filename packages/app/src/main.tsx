import '@mobilise/tokens/global';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { applyBrand } from './brand/apply-brand.ts';
import { currentBrand } from './brand/brand-store.ts';
import { setupI18n } from './i18n/setup.ts';
import { createAppRouter } from './routes/router.tsx';

const container = document.getElementById('app');
if (!container) throw new Error('The page has no #app container');

// The language files load before the first page; the user and organisations load in the root loader.
await Promise.all([setupI18n(), applyBrand(currentBrand())]);

const queryClient = new QueryClient();

createRoot(container).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={createAppRouter(queryClient)} />
    </QueryClientProvider>
  </StrictMode>,
);
