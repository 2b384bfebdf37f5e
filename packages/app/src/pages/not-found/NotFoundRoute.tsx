import { NotFoundPage } from '@mobilise/ui';
import { routePath } from '../../routes/routePath.ts';
import { usePageTitle } from '../../shell/usePageTitle.ts';

export function Page() {
  usePageTitle();
  return <NotFoundPage homeHref={routePath('Home')} />;
}
