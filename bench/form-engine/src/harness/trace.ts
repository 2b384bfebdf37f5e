// Keystroke latency from a Chromium trace (plan D.4 M2): handler = keydown EventDispatch start to the end
// of the input EventDispatch; key->paint = keydown start to the end of the first Paint after that.

export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: { type?: string } };
}

/** One keystroke on the renderer's main thread: its keydown and input dispatches. */
export interface KeystrokeWindow {
  keydown: TraceEvent;
  input: TraceEvent;
}

export interface KeystrokeTiming {
  handlerMs: number;
  paintMs: number | null;
}

export const end = (event: TraceEvent) => event.ts + (event.dur ?? 0);

export const traceEvents = (trace: Buffer): TraceEvent[] =>
  (JSON.parse(trace.toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents;

/** Each keydown with the input dispatch that follows it before the next keydown (keys that type). */
export function keystrokeWindows(events: readonly TraceEvent[]): KeystrokeWindow[] {
  const dispatches = events.filter((event) => event.name === 'EventDispatch' && event.ph === 'X');
  const keydowns = dispatches
    .filter((event) => event.args?.data?.type === 'keydown')
    .sort((a, b) => a.ts - b.ts);
  const renderer = keydowns[0]?.pid;
  const inputs = dispatches.filter((event) => event.args?.data?.type === 'input' && event.pid === renderer);
  return keydowns.flatMap((keydown, index) => {
    const next = keydowns[index + 1]?.ts ?? Number.POSITIVE_INFINITY;
    const input = inputs.find((event) => event.ts >= keydown.ts && event.ts < next);
    return input ? [{ keydown, input }] : [];
  });
}

export function keystrokeTimings(trace: Buffer): KeystrokeTiming[] {
  const events = traceEvents(trace);
  const windows = keystrokeWindows(events);
  const renderer = windows[0]?.keydown.pid;
  const paints = events
    .filter((event) => event.name === 'Paint' && event.ph === 'X' && event.pid === renderer)
    .sort((a, b) => a.ts - b.ts);
  return windows.map(({ keydown, input }) => {
    const paint = paints.find((event) => event.ts >= end(input));
    return {
      handlerMs: (end(input) - keydown.ts) / 1000,
      paintMs: paint ? (end(paint) - keydown.ts) / 1000 : null,
    };
  });
}

export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = (p / 100) * (sorted.length - 1);
  const low = Math.floor(rank);
  const high = Math.ceil(rank);
  return (sorted[low] as number) + ((sorted[high] as number) - (sorted[low] as number)) * (rank - low);
}

export const median = (values: readonly number[]) => percentile(values, 50);
