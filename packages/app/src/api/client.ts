import {
  type EndpointAnswer,
  type EndpointBody,
  type EndpointName,
  type EndpointPathParams,
  type EndpointQuery,
  type EndpointRoute,
  endpointRoutes,
  type PathParamName,
} from '@mobilise/contract';
import { readStoredLanguage } from '../i18n/language-store.ts';
import { ApiError, NetworkError } from './api-error.ts';
import { apiFetch } from './http.ts';

/** A value of a query string: arrays are comma-joined, undefined ones left out. */
export type QueryValue = string | number | boolean | readonly (string | number)[] | undefined;

type PathOf<Name extends EndpointName> = (typeof endpointRoutes)[Name]['path'];

/**
 * What one call of an endpoint sends: its path parameters (required when its path has any), its query
 * (the names its schema takes, each value as the query string carries it) and its JSON body.
 */
export type EndpointCall<Name extends EndpointName> = {
  signal?: AbortSignal;
  /** How the browser's HTTP cache takes a GET: `no-cache` reads past an answer it keeps (max-age). */
  cache?: RequestCache;
} & ([PathParamName<PathOf<Name>>] extends [never]
  ? { params?: undefined }
  : { params: EndpointPathParams<Name> }) &
  (EndpointQuery<Name> extends undefined
    ? { query?: undefined }
    : { query?: { [Key in keyof NonNullable<EndpointQuery<Name>>]?: QueryValue } }) &
  (EndpointBody<Name> extends undefined ? { body?: undefined } : { body: EndpointBody<Name> });

/** The call may be left out when nothing in it is required (no path parameter, no body). */
export type CallArguments<Name extends EndpointName> =
  Record<never, never> extends EndpointCall<Name> ? [call?: EndpointCall<Name>] : [call: EndpointCall<Name>];

/** Any call, as the functions below handle it once its endpoint's types have been checked. */
interface AnyCall {
  params?: Record<string, string | number>;
  query?: Record<string, QueryValue>;
  body?: unknown;
  signal?: AbortSignal;
  cache?: RequestCache;
}

/** `a=1&b=x,y`: the query string of a call, arrays comma-joined. */
export function queryString(query: Record<string, QueryValue> = {}): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined) continue;
    params.set(name, Array.isArray(value) ? value.join(',') : String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The URL of one call of an endpoint: its path with the parameters filled in, and its query. */
export function endpointUrl<Name extends EndpointName>(name: Name, ...[call]: CallArguments<Name>): string {
  const { params, query }: AnyCall = call ?? {};
  const { path }: EndpointRoute = endpointRoutes[name];
  const filled = path.replace(/\{(\w+)\}/g, (_, param: string) =>
    encodeURIComponent(String(params?.[param])),
  );
  return `${filled}${queryString(query)}`;
}

/** How a call reaches the server: the browser's `fetch`, with credentials, language and XSRF token. */
type ApiTransport = typeof apiFetch;

let transport: ApiTransport = apiFetch;

/**
 * Sends every call through `through` from now on: the server does, in the module that renders a page for
 * a signed-in visitor (`prerender/`), so that the page's loaders read through the server's own routes.
 */
export const sendApiCallsThrough = (through: ApiTransport) => {
  transport = through;
};

/** Sends one call and hands back its 2xx answer; anything else is an ApiError, no answer a NetworkError. */
export async function send(name: EndpointName, call: AnyCall = {}): Promise<Response> {
  const { method }: EndpointRoute = endpointRoutes[name];
  const { body, signal, cache } = call;
  let response: Response;
  try {
    const url = endpointUrl(name, call as EndpointCall<typeof name>);
    // The table's paths are absolute, so a call goes to the app's own origin.
    response = await transport(url, readStoredLanguage(), {
      method,
      signal,
      ...(cache === undefined ? {} : { cache }),
      // A file goes as the multipart form it is; everything else as JSON.
      body: body === undefined || body instanceof FormData ? body : JSON.stringify(body),
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new NetworkError(error instanceof Error ? error.message : String(error));
  }
  if (!response.ok) throw await ApiError.from(response);
  return response;
}

/**
 * One call of the API, as every call of the app is made: credentials, the stored language as
 * Accept-Language, the XSRF header on writes. The answer is typed by the endpoint's schema in the
 * contract, and not parsed again: the server sends every answer through that schema, and parsing in the
 * browser would put zod (27 KB gzip) on every page. A 204 answers undefined.
 */
export async function callEndpoint<Name extends EndpointName>(
  name: Name,
  ...[call]: CallArguments<Name>
): Promise<EndpointAnswer<Name>> {
  const response = await send(name, call as AnyCall | undefined);
  if (response.status === 204) return undefined as EndpointAnswer<Name>;
  return (await response.json()) as EndpointAnswer<Name>;
}
