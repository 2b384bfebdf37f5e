import {
  type EndpointAnswer,
  type EndpointName,
  type EndpointRoute,
  endpointRoutes,
  type ResourceName,
} from '@mobilise/contract';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { type CallArguments, callEndpoint, type EndpointCall } from './client.ts';
import { retryUnlessRefused } from './retry.ts';

/** The organisation a query belongs to, or null for one read wherever the reader is. */
export type QueryOrganisation = number | null;

/**
 * Every query key of the app, from one factory: the endpoint's resource first, the organisation second
 * (so one prefix clears a resource, and one predicate an organisation), then the endpoint and the inputs
 * of the call. No key is written by hand, so a write that refreshes a resource reaches every query of it.
 */
export const queryKeys = {
  resource: (resource: ResourceName) => [resource] as const,
  endpoint: <Name extends EndpointName>(
    name: Name,
    call?: EndpointCall<Name>,
    organisation: QueryOrganisation = null,
  ) => {
    const { params = null, query = null } = (call ?? {}) as { params?: object; query?: object };
    return [(endpointRoutes[name] as EndpointRoute).resource, organisation, name, { params, query }] as const;
  },
};

/** Whether a query key belongs to an organisation: what switching away from it removes. */
export const isQueryOfOrganisation = (queryKey: readonly unknown[], organisation: number) =>
  queryKey[1] === organisation;

export interface EndpointQueryOptions {
  /** The organisation the query belongs to, when it is organisation-scoped. */
  organisation?: QueryOrganisation;
  /**
   * Leaves retrying to the query client's defaults instead of `retryUnlessRefused`: for the loads that
   * have always retried as the client does (lists whose failure the page shows after the client's tries).
   * @default false
   */
  clientRetry?: boolean;
}

/**
 * The react-query options of one GET: its key from `queryKeys`, its load through `callEndpoint`, and no
 * retry of a refusal unless `clientRetry`. Loaders (`ensureQueryData`) and components share them; add
 * `select`, `staleTime` or the like with a spread.
 */
export function endpointQueryOptions<Name extends EndpointName>(
  name: Name,
  call: EndpointCall<Name>,
  { organisation = null, clientRetry = false }: EndpointQueryOptions = {},
) {
  const base = call as EndpointCall<Name>;
  return queryOptions({
    queryKey: queryKeys.endpoint(name, base, organisation),
    ...(clientRetry ? {} : { retry: retryUnlessRefused }),
    queryFn: ({ signal }) =>
      callEndpoint(name, ...([{ ...base, signal }] as unknown as CallArguments<Name>)) as Promise<
        EndpointAnswer<Name>
      >,
  });
}

/** The resources a successful call of `name` changes: what the table says, else its own. */
export function resourcesChangedBy(name: EndpointName): readonly ResourceName[] {
  const route: EndpointRoute = endpointRoutes[name];
  return route.invalidates ?? [route.resource];
}

/** Marks every query of the resources a write changed as stale; the ones on screen load again. */
export function refreshAfterWrite(queryClient: QueryClient, name: EndpointName) {
  return Promise.all(
    resourcesChangedBy(name).map((resource) =>
      queryClient.invalidateQueries({ queryKey: queryKeys.resource(resource) }),
    ),
  );
}
