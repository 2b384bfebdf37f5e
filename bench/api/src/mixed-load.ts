import { type LoadFigures, percentile, round } from './load.ts';
import type { Call, CallName, MixContext } from './mixed-calls.ts';

export interface CallFigures {
  requests: number;
  errors: number;
  p50_ms: number;
  p95_ms: number;
  p99_ms: number;
}

export interface MixFigures extends LoadFigures {
  errors: number;
  /** The first failures, to say what went wrong. */
  errorSamples: string[];
  byCall: Partial<Record<CallName, CallFigures>>;
  seconds: number;
}

/**
 * The calls in an order that spreads each one over the cycle in proportion to its weight (smooth
 * weighted round-robin), so that every stretch of the load holds the mix.
 */
function schedule(calls: Call[]): Call[] {
  const total = calls.reduce((sum, call) => sum + call.weight, 0);
  const credit = calls.map(() => 0);
  const order: Call[] = [];
  for (let slot = 0; slot < total; slot++) {
    let best = 0;
    calls.forEach((call, index) => {
      credit[index] = (credit[index] ?? 0) + call.weight;
      if ((credit[index] ?? 0) > (credit[best] ?? 0)) {
        best = index;
      }
    });
    credit[best] = (credit[best] ?? 0) - total;
    order.push(calls[best] as Call);
  }
  return order;
}

/**
 * A closed loop of `connections` users, each making the next call of the schedule when their last one
 * is answered, for `durationSeconds` (a single call that has nothing left to do ends its user early).
 * Figures per call: requests, errors and latency percentiles; `requests` in all is what CPU is shared by.
 */
export async function runMix(
  context: Omit<MixContext, 'record'>,
  calls: Call[],
  { connections, durationSeconds }: { connections: number; durationSeconds: number },
): Promise<MixFigures> {
  const latencies = new Map<CallName, number[]>();
  const errors = new Map<CallName, number>();
  const errorSamples: string[] = [];
  const full: MixContext = Object.assign(context, {
    record: (name: CallName, outcome: { ms: number } | { error: string }) => {
      if ('ms' in outcome) {
        const times = latencies.get(name) ?? [];
        times.push(outcome.ms);
        latencies.set(name, times);
      } else {
        errors.set(name, (errors.get(name) ?? 0) + 1);
        if (errorSamples.length < 10) {
          errorSamples.push(`${name}: ${outcome.error}`);
        }
      }
    },
  });
  const order = schedule(calls);
  let next = 0;
  const started = performance.now();
  const ends = started + durationSeconds * 1000;
  const user = async (index: number) => {
    while (performance.now() < ends) {
      const call = order[next++ % order.length] as Call;
      if (!(await call.run(full, index)) && calls.length === 1) {
        return;
      }
    }
  };
  await Promise.all(Array.from({ length: connections }, (_, index) => user(index)));
  const seconds = (performance.now() - started) / 1000;

  const byCall: MixFigures['byCall'] = {};
  const all: number[] = [];
  for (const { name } of calls) {
    const times = latencies.get(name) ?? [];
    all.push(...times);
    const sorted = Float64Array.from(times).sort();
    byCall[name] = {
      requests: times.length + (errors.get(name) ?? 0),
      errors: errors.get(name) ?? 0,
      p50_ms: round(percentile(sorted, 0.5), 2),
      p95_ms: round(percentile(sorted, 0.95), 2),
      p99_ms: round(percentile(sorted, 0.99), 2),
    };
  }
  const sorted = Float64Array.from(all).sort();
  const requests = Object.values(byCall).reduce((sum, figures) => sum + figures.requests, 0);
  return {
    rps: round(requests / seconds, 0),
    p50_ms: round(percentile(sorted, 0.5), 2),
    p95_ms: round(percentile(sorted, 0.95), 2),
    p99_ms: round(percentile(sorted, 0.99), 2),
    requests,
    errors: [...errors.values()].reduce((sum, count) => sum + count, 0),
    errorSamples,
    byCall,
    seconds,
  };
}
