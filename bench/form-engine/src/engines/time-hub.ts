/**
 * Mean ms per hub change (the median of five batches that add up to `iterations` changes) that alternate between an empty hub and a typed one,
 * so that every change flips the dependants. `change` returns how many dependants show, which keeps
 * the work from being optimised away and proves the flips.
 */
export function timeHubChanges(iterations: number, change: (value: string | null) => number): number {
  const values = ['lorem', null] as const;
  const warmUp = Math.min(100, iterations);
  for (let index = 0; index < warmUp; index++) change(values[index % 2] ?? null);
  const shownAfter = [change('lorem'), change(null)];
  if (shownAfter[0] === shownAfter[1]) throw new Error('a hub change flipped no dependant');
  // The median of five batches, so one garbage collection or timer tick does not decide the figure.
  const batchSize = Math.max(2, Math.round(iterations / 10) * 2);
  const batches = Array.from({ length: 5 }, () => {
    const start = performance.now();
    for (let index = 0; index < batchSize; index++) change(values[index % 2] ?? null);
    return (performance.now() - start) / batchSize;
  }).sort((a, b) => a - b);
  return batches[2] as number;
}
