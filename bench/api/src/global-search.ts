import { Agent } from 'node:http';
import { send } from './http-client.ts';
import { type LoadFigures, percentile, round } from './load.ts';

/**
 * The three calls the header's global search makes for one query, at once:
 * people with their status, open requisitions and vision and strategy papers, five of each.
 */
export const globalSearchCalls = (query: string) => {
  const search = encodeURIComponent(query);
  return [
    `/api/person-profiles?with_status&per_page=5&search=${search}`,
    `/api/requisitions?per_page=5&sort=-last_updated&exclude_availability=FULFILLED,RETRACTED&search=${search}`,
    `/api/vision-strategy-papers?per_page=5&sort=-last_updated&search=${search}`,
  ];
};

export interface GlobalSearchLoad {
  /** http://127.0.0.1:<port> */
  baseUrl: string;
  terms: string[];
  headers: Record<string, string>;
  /** Office staff searching at the same time, each starting their next search when the last is shown. */
  users: number;
  durationSeconds: number;
}

/** One GET on a kept-alive connection, its body read whole; anything but a 200 fails the load. */
async function get(agent: Agent, baseUrl: string, path: string, headers: Record<string, string>) {
  const { status } = await send(agent, baseUrl, { path, headers });
  if (status !== 200) {
    throw new Error(`GET ${path} answered ${status}`);
  }
}

/**
 * A closed loop of `users` searching in turn through the terms: a search is the header's three calls
 * sent together, and it takes until the last answer is in, as the results panel waits for all three.
 * Figures per search: `rps` is searches per second, `requests` the searches made.
 */
export async function runGlobalSearchLoad({
  baseUrl,
  terms,
  headers,
  users,
  durationSeconds,
}: GlobalSearchLoad): Promise<LoadFigures> {
  const agent = new Agent({ keepAlive: true, maxSockets: users * 3 });
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  const ends = started + durationSeconds * 1000;
  const user = async () => {
    while (performance.now() < ends) {
      const term = terms[next++ % terms.length] as string;
      const begun = performance.now();
      await Promise.all(globalSearchCalls(term).map((path) => get(agent, baseUrl, path, headers)));
      latencies.push(performance.now() - begun);
    }
  };
  try {
    await Promise.all(Array.from({ length: users }, user));
  } finally {
    agent.destroy();
  }
  const seconds = (performance.now() - started) / 1000;
  const sorted = Float64Array.from(latencies).sort();
  return {
    rps: round(latencies.length / seconds, 0),
    p50_ms: round(percentile(sorted, 0.5), 2),
    p95_ms: round(percentile(sorted, 0.95), 2),
    p99_ms: round(percentile(sorted, 0.99), 2),
    requests: latencies.length,
  };
}
