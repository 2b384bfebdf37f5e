import { useEffect, useMemo } from 'react';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import {
  createMemoryRouter,
  Outlet,
  RouterProvider,
  useHref,
  useLocation,
  useNavigate,
} from 'react-router-dom';
import type { AuthLocationState } from '../../../features/auth/index.ts';
import { routePath } from '../../../routes/routePath.ts';
import { Page as ForgotPasswordFailedPage } from '../ForgotPasswordFailedPage.tsx';
import { Page as ForgotPasswordPage } from '../ForgotPasswordPage.tsx';
import { Page as LoginFailedPage } from '../LoginFailedPage.tsx';
import { Page as LoginPage } from '../LoginPage.tsx';
import { Page as RegisterExpiredPage } from '../RegisterExpiredPage.tsx';
import { Page as RegisterPage } from '../RegisterPage.tsx';
import { Page as ResetPasswordExpiredPage } from '../ResetPasswordExpiredPage.tsx';
import { Page as ResetPasswordPage } from '../ResetPasswordPage.tsx';

export interface AuthStoryRouterProps {
  /** The address the story opens, path and query (`/register?token=…`). */
  url: string;
  /** The history entry's state, as an earlier sign-in screen hands it on. */
  state?: AuthLocationState;
  /** Stands in for leaving for the signed-in app. */
  enterApp: (path: string) => void;
}

/** The links of the pages route through React Router, as RootLayout does in the app. */
function Frame() {
  const navigate = useNavigate();
  return (
    <AriaRouterProvider navigate={navigate} useHref={useHref}>
      <Outlet />
    </AriaRouterProvider>
  );
}

/** Any page outside the sign-in screens: says where the screen led. */
function Elsewhere() {
  const { pathname } = useLocation();
  return <p data-testid="elsewhere">{pathname}</p>;
}

/**
 * The sign-in screens in a memory router opened at `url`, so a story shows the real page and where it
 * leads (another sign-in screen, or elsewhere).
 */
export function AuthStoryRouter({ url, state, enterApp }: AuthStoryRouterProps) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: one router for the story's life
  const router = useMemo(() => {
    const { pathname, search } = new URL(url, 'http://story.invalid');
    return createMemoryRouter(
      [
        {
          element: <Frame />,
          children: [
            { path: routePath('Login'), element: <LoginPage enterApp={enterApp} /> },
            { path: routePath('LoginFailed'), element: <LoginFailedPage enterApp={enterApp} /> },
            { path: routePath('Register'), element: <RegisterPage enterApp={enterApp} /> },
            { path: routePath('RegisterExpired'), element: <RegisterExpiredPage /> },
            { path: routePath('ForgotPassword'), element: <ForgotPasswordPage /> },
            { path: routePath('ForgotPasswordFailed'), element: <ForgotPasswordFailedPage /> },
            { path: routePath('ResetPassword'), element: <ResetPasswordPage /> },
            { path: routePath('ResetPasswordExpired'), element: <ResetPasswordExpiredPage /> },
            { path: '*', element: <Elsewhere /> },
          ],
        },
      ],
      { initialEntries: [{ pathname, search, state }] },
    );
  }, []);
  useEffect(() => () => router.dispose(), [router]);
  return <RouterProvider router={router} />;
}
