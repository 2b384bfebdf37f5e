// The CPU groups of the lanes that run side by side: the e2e journeys' lane, and the others.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';

// The e2e journeys mostly wait on a browser and the server, and every wait stretches when other suites hold
// the CPU: beside the language stories at equal weight they took three times their length alone. In a group
// of four times the weight of the others they get what they ask for (about two thirds of a core on
// average), and the suites beside them take the rest.
const groups = {
  journeys: { path: '/sys/fs/cgroup/cpu/mobilise-tests-journeys', shares: 4096 },
  others: { path: '/sys/fs/cgroup/cpu/mobilise-tests-others', shares: 1024 },
};

const usable = new Map();

/** Whether the group exists or could be made here (cgroup v1's cpu controller, as root). */
const ready = (group) => {
  if (!usable.has(group)) {
    try {
      if (!existsSync(group.path)) mkdirSync(group.path);
      writeFileSync(`${group.path}/cpu.shares`, String(group.shares));
      usable.set(group, true);
    } catch {
      usable.set(group, false);
    }
  }
  return usable.get(group);
};

/**
 * Moves a process, and so every process it starts, into the group `journeys` or `others`.
 * Chromium sets its own processes' nice values, so `nice` cannot do this; a cgroup's share holds for them
 * too. Where there is no such group to use, the process runs at the normal share.
 */
export const runInCpuGroup = (pid, name) => {
  const group = groups[name];
  if (pid === undefined || !ready(group)) return;
  try {
    writeFileSync(`${group.path}/cgroup.procs`, String(pid));
  } catch {
    // The process ended already, or the group refuses it: it runs at the normal share.
  }
};

// Each suite's processes are also counted in a cpuacct group of their own, so the summary can say how
// much CPU a suite took: on a shared host its wall-clock time says more about the neighbours than about it.
const accountingRoot = '/sys/fs/cgroup/cpuacct/mobilise-tests';

const accountPath = (name) => `${accountingRoot}/${name.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}`;

/** Counts a process, and every process it starts, under the suite `name`. Does nothing where it cannot. */
export const countCpuAs = (pid, name) => {
  if (pid === undefined) return;
  try {
    mkdirSync(accountPath(name), { recursive: true });
    writeFileSync(`${accountPath(name)}/cpuacct.usage`, '0');
    writeFileSync(`${accountPath(name)}/cgroup.procs`, String(pid));
  } catch {
    // No cpuacct controller to use here: the summary leaves the figure out.
  }
};

/** The CPU seconds counted under `name` so far, or undefined where nothing could be counted. */
export const cpuSecondsOf = (name) => {
  try {
    return Number(readFileSync(`${accountPath(name)}/cpuacct.usage`, 'utf8')) / 1e9;
  } catch {
    return undefined;
  }
};
