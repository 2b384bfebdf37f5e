import { ApiError, NetworkError } from '../../api/index.ts';

/** Why the people CSV could not be downloaded, as the page words it. */
export type ExportProblem =
  /** Too many exports (429): wait `seconds` (Retry-After), when the server said. */
  | { kind: 'rateLimited'; seconds?: number }
  /** No answer came: offline or the server is down. */
  | { kind: 'network' }
  /** The server failed (5xx). */
  | { kind: 'server' }
  /** Any other refusal, in the server's own (translated) words. */
  | { kind: 'refused'; message: string };

export const exportProblemOf = (error: unknown): ExportProblem => {
  if (error instanceof NetworkError) return { kind: 'network' };
  if (!(error instanceof ApiError) || error.status >= 500) return { kind: 'server' };
  if (error.status === 429) return { kind: 'rateLimited', seconds: error.retryAfterSeconds };
  return { kind: 'refused', message: error.message };
};
