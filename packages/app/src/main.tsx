import '@mobilise/tokens/global';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { applyBrand } from './brand/apply-brand.ts';
import { currentBrand } from './brand/brand-store.ts';
import { setupI18n } from './i18n/setup.ts';
import { createAppRouter } from './routes/router.tsx';

const container = document.getElementById('app');
if (!container) throw new Error('The page has no #app container');

await Promise.all([setupI18n(), applyBrand(currentBrand())]);

createRoot(container).render(
  <StrictMode>
    <RouterProvider router={createAppRouter()} />
  </StrictMode>,
);
