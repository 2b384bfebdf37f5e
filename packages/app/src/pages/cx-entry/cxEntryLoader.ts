import { type LoaderFunctionArgs, redirect } from 'react-router-dom';
import { setBrand } from '../../brand/brand-store.ts';
import { currentUserQueryOptions } from '../../features/session/index.ts';
import type { RouteLoaderContext } from '../../routes/loader-context.ts';
import { routePath } from '../../routes/routePath.ts';

/**
 * /cx-entry turns CX mode on, then goes to Login, or Home for someone already signed in: the link is
 * only a way into the CX brand, and sending a signed-in user to the sign-in form would look as if
 * their session had ended.
 */
export const cxEntryLoader = async ({ context }: LoaderFunctionArgs<RouteLoaderContext>) => {
  setBrand('cx');
  const user = await context.queryClient.ensureQueryData(currentUserQueryOptions);
  throw redirect(routePath(user === null ? 'Login' : 'Home'));
};
