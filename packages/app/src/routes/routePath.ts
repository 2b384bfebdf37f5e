import { type QueryValue, toQueryString } from './query-string.ts';
import { type RouteName, type RoutePathOf, routePaths, routeQueries } from './route-names.ts';

/** NotFound answers any unknown path, so nothing links to it. */
export type LinkableRouteName = Exclude<RouteName, 'NotFound'>;

type PathParamNames<Path extends string> = Path extends `${string}:${infer Param}/${infer Rest}`
  ? Param | PathParamNames<Rest>
  : Path extends `${string}:${infer Param}`
    ? Param
    : never;

type QueryNames<Name extends RouteName> = Name extends keyof typeof routeQueries
  ? (typeof routeQueries)[Name][number]
  : never;

/** The path parameters a route needs (all required) and the query parameters it takes (all optional). */
export type RouteParams<Name extends RouteName> = {
  [Key in PathParamNames<RoutePathOf<Name>>]: string | number;
} & { [Key in QueryNames<Name>]?: QueryValue };

/** `routePath(name)` where the route has no path parameter, `routePath(name, params)` where it has. */
export type RouteArgs<Name extends LinkableRouteName> = [PathParamNames<RoutePathOf<Name>>] extends [never]
  ? [params?: RouteParams<Name>]
  : [params: RouteParams<Name>];

/** A named route and its parameters: where a guard sends the user, where a menu entry leads. */
export type RouteTarget = {
  [Name in LinkableRouteName]: { name: Name; params?: RouteParams<Name> };
}[LinkableRouteName];

const queryNamesOf = (name: RouteName): readonly string[] =>
  (routeQueries as Partial<Record<RouteName, readonly string[]>>)[name] ?? [];

/**
 * The URL of a named route, the only way the app builds one: path parameters filled in and encoded,
 * the route's query parameters appended with arrays comma-joined.
 */
export const routePath = <Name extends LinkableRouteName>(
  name: Name,
  ...[params]: RouteArgs<Name>
): string => {
  const given: Readonly<Record<string, QueryValue>> = params ?? {};
  const path = routePaths[name]
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment;
      const value = given[segment.slice(1)];
      if (typeof value !== 'string' && typeof value !== 'number') {
        throw new Error(`Route ${name} needs the parameter ${segment.slice(1)}`);
      }
      return encodeURIComponent(String(value));
    })
    .join('/');
  const query = Object.fromEntries(queryNamesOf(name).map((key) => [key, given[key]]));
  return `${path}${toQueryString(query)}`;
};

/** A route target of the exact parameter type its name asks for. */
export const routeTarget = <Name extends LinkableRouteName>(name: Name, ...[params]: RouteArgs<Name>) =>
  ({ name, params }) as RouteTarget;

/** The URL of a route target. */
export const targetPath = (target: RouteTarget): string =>
  (routePath as (name: LinkableRouteName, params?: Readonly<Record<string, QueryValue>>) => string)(
    target.name,
    target.params,
  );
