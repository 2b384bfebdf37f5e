import autocannon from 'autocannon';

/** What a browser sends with an API call (compression included: the server compresses bigger bodies). */
export const browserHeaders = {
  accept: 'application/json',
  'accept-encoding': 'gzip, deflate, br',
  'accept-language': 'en',
};

export interface Load {
  /** http://127.0.0.1:<port> */
  baseUrl: string;
  /** The path of each request, asked anew per request so that a load can rotate terms or pages. */
  nextPath: () => string;
  headers: Record<string, string>;
  connections: number;
  durationSeconds: number;
}

export interface LoadFigures {
  rps: number;
  p50_ms: number;
  p95_ms: number;
  p99_ms: number;
  requests: number;
}

/** The value below which `fraction` of the sorted samples lie (nearest rank). */
export function percentile(sorted: Float64Array, fraction: number): number {
  const rank = Math.max(0, Math.ceil(fraction * sorted.length) - 1);
  return sorted[rank] ?? Number.NaN;
}

export const round = (value: number, digits: number) => Number(value.toFixed(digits));

/**
 * Runs autocannon against one endpoint and answers its throughput and latency percentiles. Latencies
 * are kept per response (autocannon's summary has no p95); any answer other than 2xx, or any socket
 * error, fails the load, since a fast 401 or 500 would pass for throughput.
 */
export async function runLoad({ baseUrl, nextPath, headers, connections, durationSeconds }: Load) {
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: baseUrl,
        connections,
        duration: durationSeconds,
        headers,
        requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: nextPath() }) }],
      },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => {
      latencies.push(responseTime);
    });
  });
  const failures = result.non2xx + result.errors + result.timeouts;
  if (failures > 0) {
    throw new Error(
      `${baseUrl}${nextPath()}: ${result.non2xx} non-2xx answers (${JSON.stringify(result.statusCodeStats)}), ` +
        `${result.errors} errors, ${result.timeouts} timeouts`,
    );
  }
  const sorted = Float64Array.from(latencies).sort();
  return {
    rps: round(result.requests.total / result.duration, 0),
    p50_ms: round(percentile(sorted, 0.5), 2),
    p95_ms: round(percentile(sorted, 0.95), 2),
    p99_ms: round(percentile(sorted, 0.99), 2),
    requests: result.requests.total,
  } satisfies LoadFigures;
}
