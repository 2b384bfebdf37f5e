import type { Meta, StoryObj } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { HttpResponse, http } from 'msw';
import { useState } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { expect, waitFor, within } from 'storybook/test';
import { t } from '../../../../../.storybook/story-text.ts';
import { mswPath } from '../../api/msw-path.ts';
import { storyMember, storyOrganisations } from '../../features/my-aim/stories/index.ts';
import { startupLoader } from '../../routes/startup.ts';
import { RootErrorBoundary } from './RootErrorBoundary.tsx';

// On globalThis: the story module may be loaded more than once, and handler and play must share the count.
const shared = globalThis as { startupUsersMeCalls?: number };

const failed = (status: number) =>
  HttpResponse.json({ code: 'failed', message: 'Failed', requestId: 'story' }, { status });

/** The server at start-up: users/me (each call counted) and the organisations answering with these statuses. */
const startupHandlers = ({ usersMe, organisations }: { usersMe: number; organisations: number }) => [
  http.get(mswPath('currentUser'), () => {
    shared.startupUsersMeCalls = (shared.startupUsersMeCalls ?? 0) + 1;
    return usersMe === 200 ? HttpResponse.json(storyMember) : failed(usersMe);
  }),
  http.get(mswPath('listOrganisations'), () =>
    organisations === 200 ? HttpResponse.json({ data: storyOrganisations }) : failed(organisations),
  ),
];

/** The app's root route with its real start-up loader and error boundary, around a stand-in page. */
function StartupStory({ url }: { url: string }) {
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  const [router] = useState(() =>
    createMemoryRouter(
      [
        {
          loader: startupLoader(queryClient),
          errorElement: <RootErrorBoundary />,
          element: <Outlet />,
          children: [{ path: '*', element: <h1>Page</h1> }],
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

const meta = {
  title: 'Screens/Shell/Start-up errors',
  component: StartupStory,
  args: { url: '/my-aim' },
  beforeEach: () => {
    shared.startupUsersMeCalls = 0;
  },
} satisfies Meta<typeof StartupStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const findModal = (canvasElement: HTMLElement) =>
  within(canvasElement.ownerDocument.body).findByRole('alertdialog', {
    name: t('ui:genericErrorModal.title'),
  });

/** The screen as people see it when the start-up fails: the generic error modal, whose one way on is Reload. */
export const Overview: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...startupHandlers({ usersMe: 500, organisations: 200 }));
  },
  // No checks: it only waits for the modal, which opens once the start-up's call has failed, so that the
  // picture shows the screen rather than the moment before it.
  play: async ({ canvasElement }) => {
    await findModal(canvasElement);
  },
};

/** users/me fails at start-up: the generic error modal, whose one way on is Reload. */
export const UserRefreshFailed: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...startupHandlers({ usersMe: 500, organisations: 200 }));
  },
  play: async ({ canvasElement }) => {
    const modal = await findModal(canvasElement);
    // R-STARTUP-006
    await expect(within(modal).getByRole('button', { name: t('ui:genericErrorModal.reload') })).toBeVisible();
    await expect(within(canvasElement).queryByRole('heading', { name: 'Page' })).toBeNull();
  },
};

/** The organisations fail to load at start-up: the generic error modal, once the session check found the user. */
export const OrganisationsFailed: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...startupHandlers({ usersMe: 200, organisations: 500 }));
  },
  play: async ({ canvasElement }) => {
    const modal = await findModal(canvasElement);
    // R-STARTUP-007, and R-ERROR-014: users/me was asked again (the session check) before the modal showed.
    await expect(within(modal).getByText(t('ui:genericErrorModal.text'))).toBeVisible();
    await expect(shared.startupUsersMeCalls).toBe(2);
  },
};

/** A visitor on a public page: users/me says 404 (no one signed in), and the page shows, silently. */
export const PublicPageSignedOut: Story = {
  args: { url: '/login' },
  beforeEach: ({ msw }) => {
    msw.use(...startupHandlers({ usersMe: 404, organisations: 200 }));
  },
  play: async ({ canvasElement }) => {
    // R-STARTUP-005
    await expect(await within(canvasElement).findByRole('heading', { name: 'Page' })).toBeVisible();
    await waitFor(() => expect(shared.startupUsersMeCalls).toBe(1));
    await expect(within(canvasElement.ownerDocument.body).queryByRole('alertdialog')).toBeNull();
  },
};
