import { type LoadFigures, round } from './load.ts';
import { cpuSnapshot, cpuUsedBetween } from './process-cpu.ts';

/** Processes by group: fixed pids, or a look-up at each snapshot (PostgreSQL backends come and go). */
export type CpuGroups<Name extends string> = Record<Name, number[] | (() => Promise<number[]>)>;

/**
 * Runs a load and answers its figures with the CPU ms each group of processes used per request: what a
 * request costs, which the shared machine's other work does not change as it changes the throughput.
 */
export async function withCpu<Name extends string, Figures extends LoadFigures>(
  groups: CpuGroups<Name>,
  load: () => Promise<Figures>,
) {
  const names = Object.keys(groups) as Name[];
  const snapshot = () =>
    Promise.all(
      names.map(async (name) => {
        const pids = groups[name];
        return cpuSnapshot(Array.isArray(pids) ? pids : await pids());
      }),
    );
  const before = await snapshot();
  const figures = await load();
  const after = await snapshot();
  const cpuMsPerRequest = Object.fromEntries(
    names.map((name, index) => [
      name,
      round(
        cpuUsedBetween(before[index] ?? new Map(), after[index] ?? new Map()) / Math.max(1, figures.requests),
        2,
      ),
    ]),
  ) as Record<Name, number>;
  return { ...figures, cpuMsPerRequest };
}
