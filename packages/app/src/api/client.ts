import { apiFetch, apiUrl } from '@mobilise/form-engine/http';
import { readStoredLanguage } from '../i18n/language-store.ts';
import { ApiError, NetworkError } from './api-error.ts';
import { fileNameOf } from './content-disposition.ts';

/** What checks or types an answer: a contract zod schema, or `trusted<T>()`. */
export interface AnswerParser<Answer> {
  parse(data: unknown): Answer;
}

/**
 * Takes the answer as the contract types it, without parsing it again: the server checks every answer
 * against the contract's response schema before sending it, and parsing in the browser would put zod
 * (27 KB gzip) on every page.
 */
export const trusted = <Answer>(): AnswerParser<Answer> => ({ parse: (data) => data as Answer });

export interface ApiRequest<Answer> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  /** Query parameters; arrays are comma-joined (spec 01 §2.5), undefined ones left out. */
  query?: Record<string, string | number | boolean | readonly (string | number)[] | undefined>;
  /** What the answer must satisfy: a contract schema, or `trusted<T>()`. */
  schema?: AnswerParser<Answer>;
  signal?: AbortSignal;
}

/** `a=1&b=x,y`: the query string of a call, arrays comma-joined. */
export function queryString(query: ApiRequest<unknown>['query'] = {}): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined) continue;
    params.set(name, Array.isArray(value) ? value.join(',') : String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
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

/** Sends one call, as `apiRequest` and `apiDownload` both do, and hands back its 2xx answer. */
async function send(
  path: string,
  { method = 'GET', body, query, signal }: ApiRequest<unknown>,
): Promise<Response> {
  let response: Response;
  try {
    response = await transport(apiUrl(`${path}${queryString(query)}`), readStoredLanguage(), {
      method,
      signal,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new NetworkError(error instanceof Error ? error.message : String(error));
  }
  if (!response.ok) throw await ApiError.from(response);
  return response;
}

/**
 * One call to the API as every call of the app is made: credentials, the stored language as
 * Accept-Language, the XSRF header on writes. Throws ApiError for a non-2xx answer and NetworkError
 * when no answer came. With a contract schema the answer is parsed with it; without one the body is
 * ignored (a 204, or an answer the caller does not read).
 */
export async function apiRequest<Answer>(
  path: string,
  request: ApiRequest<Answer> & { schema: AnswerParser<Answer> },
): Promise<Answer>;
export async function apiRequest(path: string, request?: ApiRequest<never>): Promise<void>;
export async function apiRequest(path: string, request: ApiRequest<unknown> = {}): Promise<unknown> {
  const response = await send(path, request);
  return request.schema ? request.schema.parse(await response.json()) : undefined;
}

/** A file the API answered with, and the name the server gave it (Content-Disposition), if any. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string | undefined;
}

/**
 * A file (a CSV export, say) fetched as every call is made, so that an error answer (a 429, a 500) is an
 * ApiError the page can word, never a JSON body the browser saves as the file.
 */
export async function apiDownload(
  path: string,
  request: Pick<ApiRequest<never>, 'query' | 'signal'> = {},
): Promise<DownloadedFile> {
  const response = await send(path, request);
  return {
    blob: await response.blob(),
    fileName: fileNameOf(response.headers.get('content-disposition')),
  };
}
