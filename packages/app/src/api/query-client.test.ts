import { MutationObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applicationsInProgressQueryOptions } from '../features/my-aim/index.ts';
import { ApiError } from './api-error.ts';
import { createAppQueryClient } from './query-client.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the app's query client", () => {
  it('R-ERROR-013 a listing that fails to load emits its error, logged with the listing’s key', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ code: 'forbidden', message: 'No', requestId: 'r' }, { status: 403 })),
    );
    vi.stubGlobal('localStorage', { getItem: () => 'en', setItem: () => {} });
    vi.stubGlobal('document', { cookie: '' });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const queryClient = createAppQueryClient(() => {});
    const listing = applicationsInProgressQueryOptions(11);
    await expect(queryClient.fetchQuery(listing)).rejects.toBeInstanceOf(ApiError);
    expect(logged).toHaveBeenCalledOnce();
    expect(logged.mock.calls[0]).toEqual([
      `Could not load ${JSON.stringify(listing.queryKey)}`,
      expect.objectContaining({ status: 403 }),
    ]);
  });

  const failingChange = (meta?: { emitsErrorEvent: boolean }) => {
    const openErrorModal = vi.fn();
    const queryClient = createAppQueryClient(openErrorModal);
    const onError = vi.fn();
    const change = new MutationObserver(queryClient, {
      mutationFn: async () => {
        throw new ApiError(500, 'server_error', 'Oops');
      },
      meta,
      onError,
    });
    return { openErrorModal, onError, run: () => change.mutate(undefined).catch(() => undefined) };
  };

  it('R-ERROR-024 a change that fails (the store error action) opens the generic error modal', async () => {
    const { openErrorModal, run } = failingChange();
    await run();
    expect(openErrorModal).toHaveBeenCalledOnce();
  });

  it('R-ERROR-024 configured to emit its error event, a failed change tells its caller and keeps the modal shut', async () => {
    const { openErrorModal, onError, run } = failingChange({ emitsErrorEvent: true });
    await run();
    expect(onError).toHaveBeenCalledWith(
      expect.objectContaining({ status: 500 }),
      undefined,
      undefined,
      expect.anything(),
    );
    expect(openErrorModal).not.toHaveBeenCalled();
  });
});
