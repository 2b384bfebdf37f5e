import { NotFoundPage } from '@mobilise/ui';
import { routePath } from '../../routes/routePath.ts';

export function Page() {
  return <NotFoundPage homeHref={routePath('Home')} />;
}
