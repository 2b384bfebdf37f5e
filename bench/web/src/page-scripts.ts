import { gzipSync } from 'node:zlib';
import type { Result } from 'lighthouse';

interface NetworkRequest {
  url: string;
  resourceType?: string;
  statusCode?: number;
}

const isNetworkRequest = (item: unknown): item is NetworkRequest =>
  typeof item === 'object' && item !== null && typeof (item as { url?: unknown }).url === 'string';

/** What the page requested from our own origin during the Lighthouse run. */
function ownRequests(lhr: Result): NetworkRequest[] {
  const details = lhr.audits['network-requests']?.details;
  const items: unknown[] = details?.type === 'table' ? details.items : [];
  const origin = new URL(lhr.finalDisplayedUrl).origin;
  return items.filter(isNetworkRequest).filter(({ url }) => new URL(url).origin === origin);
}

/** The scripts of our own origin that the page fetched. */
export function scriptsLoaded(lhr: Result): string[] {
  const scripts = ownRequests(lhr).filter(({ resourceType }) => resourceType === 'Script');
  return [...new Set(scripts.map(({ url }) => url))];
}

/** True when the page asked who is signed in and the server said nobody: the session did not reach it. */
export function ranSignedOut(lhr: Result): boolean {
  return ownRequests(lhr).some(
    ({ url, statusCode }) => new URL(url).pathname === '/api/users/me' && statusCode !== 200,
  );
}

/**
 * The JS weight the budget is about, measured as e2e/src/first-page-budget.e2e.ts does: each script's
 * body compressed with gzip -9, added up (the server's own compression depends on what the client accepts).
 */
export async function jsGzipBytes(scripts: readonly string[]): Promise<number> {
  const sizes = await Promise.all(
    scripts.map(async (url) => {
      const response = await fetch(url);
      if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
      return gzipSync(Buffer.from(await response.arrayBuffer()), { level: 9 }).length;
    }),
  );
  return sizes.reduce((sum, bytes) => sum + bytes, 0);
}
