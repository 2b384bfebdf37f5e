import type { Meta, StoryObj } from '@storybook/react-vite';
import { QueryClientProvider, useMutation } from '@tanstack/react-query';
import { HttpResponse, http } from 'msw';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { expect, userEvent, within } from 'storybook/test';
import { t } from '../../../../.storybook/story-text.ts';
import { mswPath } from '../api/msw-path.ts';
import { createAppQueryClient } from '../api/query-client.ts';
import { storyMember } from '../features/my-aim/stories/index.ts';
import { saveCreativeAccess } from '../features/session/index.ts';
import { GenericErrorsProvider } from './GenericErrors.tsx';
import { genericErrorModalRequests } from './generic-error-requests.ts';

// On globalThis: the story module may be loaded more than once, and handler and play must share the count.
const shared = globalThis as { genericErrorsUsersMeCalls?: number };

/** A page with one change that fails on the server, saved as the app saves creative access. */
function FailingChange({ emitsErrorEvent }: { emitsErrorEvent: boolean }) {
  const change = useMutation({ mutationFn: saveCreativeAccess, meta: { emitsErrorEvent } });
  return (
    <>
      {/* In the page's font, not the browser's button font, which an earlier story's style sheet may reset. */}
      <button type="button" style={{ font: 'inherit' }} onClick={() => change.mutate(true)}>
        Switch creative access on
      </button>
      {change.isError ? <p role="alert">The page shows this failure itself.</p> : null}
    </>
  );
}

/** The app's query client and generic errors, as main.tsx and the root layout put them together. */
function GenericErrorsStory({ emitsErrorEvent }: { emitsErrorEvent: boolean }) {
  const [queryClient] = useState(() => createAppQueryClient(genericErrorModalRequests.request));
  const [router] = useState(() =>
    createMemoryRouter([
      {
        path: '*',
        element: (
          <GenericErrorsProvider>
            <FailingChange emitsErrorEvent={emitsErrorEvent} />
          </GenericErrorsProvider>
        ),
      },
    ]),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}

const meta = {
  title: 'Screens/Shell/Generic errors',
  component: GenericErrorsStory,
  args: { emitsErrorEvent: false },
  beforeEach: ({ msw }) => {
    shared.genericErrorsUsersMeCalls = 0;
    msw.use(
      http.get(mswPath('currentUser'), () => {
        shared.genericErrorsUsersMeCalls = (shared.genericErrorsUsersMeCalls ?? 0) + 1;
        return HttpResponse.json(storyMember);
      }),
      http.put(mswPath('enableCreativeAccess'), () =>
        HttpResponse.json({ code: 'server_error', message: 'Oops', requestId: 'story' }, { status: 500 }),
      ),
    );
  },
} satisfies Meta<typeof GenericErrorsStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A change fails: the store error action opens the generic error modal, once users/me said the session holds. */
export const FailedChangeOpensModal: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Switch creative access on' }));
    const modal = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', {
      name: t('ui:genericErrorModal.title'),
    });
    // R-ERROR-024 the modal; R-ERROR-014 users/me was asked before it showed.
    await expect(within(modal).getByText(t('ui:genericErrorModal.text'))).toBeVisible();
    await expect(shared.genericErrorsUsersMeCalls).toBe(1);
  },
};

/** A change configured to emit its error: the page shows the failure itself, and no modal opens. */
export const FailedChangeEmitsErrorEvent: Story = {
  args: { emitsErrorEvent: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Switch creative access on' }));
    // R-ERROR-024
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The page shows this failure itself.');
    await expect(within(canvasElement.ownerDocument.body).queryByRole('alertdialog')).toBeNull();
    await expect(shared.genericErrorsUsersMeCalls).toBe(0);
  },
};
