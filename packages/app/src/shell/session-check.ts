import { fetchCurrentUser } from '../features/session/index.ts';
import { matchRoute } from '../routes/match-route.ts';

/**
 * Before any generic error the session is checked through users/me: when it has ended, the
 * page reloads and the guards take the visitor to sign in, except on login-type (public) pages, which
 * need no session. Answers whether the error should show, and the creative-access setting it shows under.
 */
export const checkSessionBeforeGenericError = async (
  pathname: string,
  reload: () => void = () => window.location.reload(),
): Promise<{ showError: boolean; isCreativeAccess: boolean }> => {
  const user = await fetchCurrentUser().catch(() => undefined);
  if (user === null && !matchRoute(pathname).entry.isPublic) {
    reload();
    return { showError: false, isCreativeAccess: false };
  }
  return { showError: true, isCreativeAccess: user?.is_creative_access ?? false };
};
