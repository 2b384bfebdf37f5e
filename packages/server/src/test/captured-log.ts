import { Writable } from 'node:stream';

/** A logger stream that keeps every line the server writes, for tests that check what was logged. */
export function capturedLog(): { lines: string[]; stream: Writable } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { lines, stream };
}

/** The refusals of records out of the caller's scope among the logged lines, oldest first. */
export function outOfScopeRefusals(lines: readonly string[]): Record<string, unknown>[] {
  return lines.map((line) => JSON.parse(line)).filter((line) => line.refusal === 'out_of_scope');
}
