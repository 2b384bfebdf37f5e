import { type EndpointName, type EndpointPathParams, endpointRoutes } from '@mobilise/contract';

/** The path parameters a handler answers for; those left out match any value. */
export type MswPathParams<Name extends EndpointName> = Partial<EndpointPathParams<Name>>;

/**
 * An endpoint's path as an MSW handler matches it: each `{param}` of the table becomes `:param`, so that
 * the stories' mocked server answers the calls the app builds from the same table. Parameters given are
 * filled in instead, for a handler that answers one record only (`mswPath('getOrganisationDashboard',
 * { id: 3 })`).
 */
export function mswPath<Name extends EndpointName>(name: Name, params: MswPathParams<Name> = {}): string {
  const given: Partial<Record<string, string | number>> = params;
  return endpointRoutes[name].path.replace(/\{(\w+)\}/g, (_, param: string) => {
    const value = given[param];
    return value === undefined ? `:${param}` : encodeURIComponent(String(value));
  });
}

/** The lower-case method name MSW's `http` object has a handler maker for. */
export const mswMethod = (name: EndpointName) =>
  endpointRoutes[name].method.toLowerCase() as Lowercase<(typeof endpointRoutes)[EndpointName]['method']>;
