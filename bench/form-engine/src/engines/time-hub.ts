/**
 * Mean ms per hub change, over `iterations` changes that alternate between an empty hub and a typed one,
 * so that every change flips the dependants. `change` returns how many dependants show, which keeps
 * the work from being optimised away and proves the flips.
 */
export function timeHubChanges(iterations: number, change: (value: string | null) => number): number {
  const values = ['lorem', null] as const;
  const warmUp = Math.min(200, iterations);
  for (let index = 0; index < warmUp; index++) change(values[index % 2] ?? null);
  const shownAfter = [change('lorem'), change(null)];
  if (shownAfter[0] === shownAfter[1]) throw new Error('a hub change flipped no dependant');
  const start = performance.now();
  for (let index = 0; index < iterations; index++) change(values[index % 2] ?? null);
  return (performance.now() - start) / iterations;
}
