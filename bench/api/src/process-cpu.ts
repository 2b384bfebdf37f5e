import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());

/**
 * CPU time (user + system, all threads) a process has used so far, in ms, from /proc/<pid>/stat; 0 for
 * a process that has gone. On a shared machine this is what a request costs whatever else runs.
 */
export function cpuMsOf(pid: number): number {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return 0;
  }
  // The command name (field 2) may hold spaces; utime and stime are fields 14 and 15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
}

/** CPU ms of a set of processes, by pid. */
export type CpuSnapshot = Map<number, number>;

export function cpuSnapshot(pids: Iterable<number>): CpuSnapshot {
  return new Map([...pids].map((pid) => [pid, cpuMsOf(pid)]));
}

/** CPU ms used between two snapshots; a process first seen in `after` counts from its start. */
export function cpuUsedBetween(before: CpuSnapshot, after: CpuSnapshot): number {
  let used = 0;
  for (const [pid, ms] of after) {
    used += ms - (before.get(pid) ?? 0);
  }
  return used;
}
