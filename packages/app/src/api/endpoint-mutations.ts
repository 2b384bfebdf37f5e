import type { EndpointAnswer, EndpointName } from '@mobilise/contract';
import {
  type QueryClient,
  type UseMutationOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { type CallArguments, callEndpoint, type EndpointCall } from './client.ts';
import { refreshAfterWrite } from './endpoint-queries.ts';

// Apart from the queries, and left out of the api/index.ts barrel that the first page reaches, so that
// the first page, which only reads, does not carry the writes.

/** What a write's mutation may add to its call: everything react-query takes, but the call itself. */
export type EndpointMutationOptions<Name extends EndpointName, Context = unknown> = Omit<
  UseMutationOptions<EndpointAnswer<Name>, Error, EndpointCall<Name>, Context>,
  'mutationFn'
>;

/**
 * A write as react-query mutation options: the call through `callEndpoint`, and on success every query of
 * the resources it changed — lists and details alike — refreshed, before the caller's own `onSuccess`, so
 * that what the caller shows next is already what the server holds. A caller that takes the failure in its
 * own `onError` shows it where the user is (a refused field, a change made meanwhile, in its dialog), so the
 * generic error modal stays shut: opened over that dialog, it would hide the message and leave the dialog
 * inert behind it.
 */
export function endpointMutationOptions<Name extends EndpointName, Context = unknown>(
  queryClient: QueryClient,
  name: Name,
  options: EndpointMutationOptions<Name, Context> = {},
): UseMutationOptions<EndpointAnswer<Name>, Error, EndpointCall<Name>, Context> {
  // A plain object rather than react-query's `mutationOptions`, which would only type it: every module of
  // react-query the app uses goes into the first page's chunk.
  return {
    ...options,
    meta: { emitsErrorEvent: options.onError !== undefined, ...options.meta },
    mutationFn: (call: EndpointCall<Name>) =>
      callEndpoint(name, ...([call] as unknown as CallArguments<Name>)) as Promise<EndpointAnswer<Name>>,
    onSuccess: async (...args) => {
      await refreshAfterWrite(queryClient, name);
      await options.onSuccess?.(...args);
    },
  };
}

/** A write as a react-query mutation (`endpointMutationOptions` on the app's query client). */
export function useEndpointMutation<Name extends EndpointName, Context = unknown>(
  name: Name,
  options: EndpointMutationOptions<Name, Context> = {},
) {
  return useMutation(endpointMutationOptions(useQueryClient(), name, options));
}
