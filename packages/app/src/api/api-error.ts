import type { ApiErrorBody } from '@mobilise/contract';

/** Every non-2xx answer of the API, typed: `status` for the app's decisions, `message` translated by the server. */
export class ApiError extends Error {
  override name = 'ApiError';

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** Field name → messages, on a 422. */
    readonly errors: Record<string, string[]> = {},
    readonly requestId?: string,
    /** On a 429: how long to wait before trying again (the Retry-After header), when the server says. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }

  /** Reads the server's error body; an answer without one (a proxy's 502, say) keeps its status. */
  static async from(response: Response): Promise<ApiError> {
    const retryAfter = Number(response.headers.get('retry-after') ?? Number.NaN);
    const retryAfterSeconds = Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined;
    const body: unknown = await response.json().catch(() => undefined);
    if (!isApiErrorBody(body)) {
      const message = response.statusText || `HTTP ${response.status}`;
      return new ApiError(response.status, 'http_error', message, {}, undefined, retryAfterSeconds);
    }
    const { code, message, errors, requestId } = body;
    return new ApiError(response.status, code, message, errors, requestId, retryAfterSeconds);
  }
}

/**
 * The error shape of the contract, checked by hand: every page needs this, and the contract's zod schema
 * would put zod on the first page.
 */
function isApiErrorBody(body: unknown): body is ApiErrorBody {
  if (typeof body !== 'object' || body === null) return false;
  const { code, message, errors, requestId } = body as Record<string, unknown>;
  const errorsOk =
    errors === undefined ||
    (typeof errors === 'object' &&
      errors !== null &&
      Object.values(errors).every(
        (list) => Array.isArray(list) && list.every((item) => typeof item === 'string'),
      ));
  return typeof code === 'string' && typeof message === 'string' && typeof requestId === 'string' && errorsOk;
}

/** No answer at all: offline, or the server is down. */
export class NetworkError extends Error {
  override name = 'NetworkError';
}
