import { end, keystrokeWindows, type TraceEvent, traceEvents } from './trace.ts';

/** Where one keystroke's handler time went, in ms (the parts add up to the handler). */
export interface HandlerParts {
  handler: number;
  /** Page JavaScript run by the dispatches: React, react-aria, the engine. */
  script: number;
  /** The layout the browser's editing forces before it inserts the text. */
  layout: number;
  /** The rest: the browser's own dispatch, editing, selection and text work. */
  browser: number;
}

export const handlerPartNames = ['handler', 'script', 'layout', 'browser'] as const;

const sumOf = (events: readonly TraceEvent[], name: string) =>
  events.filter((event) => event.name === name).reduce((sum, event) => sum + (event.dur ?? 0) / 1000, 0);

/** Splits each keystroke's handler window of a trace by the main thread's top-level work in it. */
export function handlerBreakdown(trace: Buffer): HandlerParts[] {
  const events = traceEvents(trace);
  const windows = keystrokeWindows(events);
  const main = windows[0]?.keydown;
  const mainThread = events.filter(
    (event) => event.ph === 'X' && event.pid === main?.pid && event.tid === main?.tid,
  );
  return windows.map(({ keydown, input }) => {
    const inside = mainThread.filter((event) => event.ts >= keydown.ts && end(event) <= end(input));
    const handler = (end(input) - keydown.ts) / 1000;
    const script = sumOf(inside, 'FunctionCall');
    const layout = sumOf(inside, 'Layout');
    return { handler, script, layout, browser: handler - script - layout };
  });
}
