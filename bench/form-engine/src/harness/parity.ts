import type { EngineSnapshot } from '../engines/snapshot.ts';

/** The differences between two engines' snapshots, as lines; empty when they agree. */
export function snapshotDifferences(
  [nameA, a]: [string, EngineSnapshot],
  [nameB, b]: [string, EngineSnapshot],
): string[] {
  const lines: string[] = [];
  for (const key of ['visible', 'errors'] as const) {
    const setA = new Set(a[key]);
    const setB = new Set(b[key]);
    const onlyA = a[key].filter((name) => !setB.has(name));
    const onlyB = b[key].filter((name) => !setA.has(name));
    if (onlyA.length > 0) lines.push(`${key} only in ${nameA}: ${onlyA.join(', ')}`);
    if (onlyB.length > 0) lines.push(`${key} only in ${nameB}: ${onlyB.join(', ')}`);
  }
  return lines;
}
