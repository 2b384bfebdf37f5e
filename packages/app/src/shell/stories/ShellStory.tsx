import type { CurrentUserResponse } from '@mobilise/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { createMemoryRouter, Outlet, RouterProvider, useHref, useNavigate } from 'react-router-dom';
import { storyOrganisations } from '../../features/my-aim/stories/index.ts';
import { currentUserQueryOptions, organisationsQueryOptions } from '../../features/session/index.ts';
import { followLink } from '../follow-link.ts';
import { GenericErrorsProvider } from '../GenericErrors.tsx';
import { ShellLayout } from '../ShellLayout.tsx';

/** What the root layout gives every page: react-aria links followed as the app does, and the generic errors. */
function StoryRoot() {
  const navigate = useNavigate();
  return (
    <AriaRouterProvider navigate={(href) => followLink(href, navigate)} useHref={useHref}>
      <GenericErrorsProvider>
        <Outlet />
      </GenericErrorsProvider>
    </AriaRouterProvider>
  );
}

export interface ShellStoryProps {
  /** What users/me answered at start-up. */
  user: CurrentUserResponse;
  /** The URL the story opens; the page itself is a stand-in heading. */
  url: string;
}

/** The shell, in the root layout's providers, around a stand-in page, with the start-up answers (users/me, organisations) in a fresh cache. */
export function ShellStory({ user, url }: ShellStoryProps) {
  const [queryClient] = useState(() => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData(currentUserQueryOptions.queryKey, user);
    client.setQueryData(organisationsQueryOptions.queryKey, storyOrganisations);
    return client;
  });
  const [router] = useState(() =>
    createMemoryRouter(
      [
        {
          element: <StoryRoot />,
          children: [{ element: <ShellLayout />, children: [{ path: '*', element: <h1>Page</h1> }] }],
        },
      ],
      { initialEntries: [url] },
    ),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
