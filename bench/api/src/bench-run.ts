import { execFileSync } from 'node:child_process';
import { cpus } from 'node:os';
import type { DatabaseKind } from '@mobilise/contract';
import { buildServer } from '../../../e2e/src/build.ts';

/** What `uptime` prints: the machine's load, recorded before and after a run (the machine is shared). */
export const uptime = () => execFileSync('uptime', { encoding: 'utf8' }).trim();

/** The machine a run measured on, as the results name it. */
export const machineDescription = () =>
  `${cpus().length} × ${cpus()[0]?.model.trim() ?? 'unknown CPU'}, Node ${process.version}`;

/**
 * Undoes what a database's bench set up, last first. One failed clean-up (a server that died) must not
 * leave the others' work behind (the scratch database above all): it is logged and the rest go on.
 */
export async function runCleanups(
  cleanups: (() => Promise<void>)[],
  onFailure: (error: unknown) => void,
): Promise<void> {
  for (const cleanup of [...cleanups].reverse()) {
    await cleanup().catch(onFailure);
  }
}

/**
 * Builds the server as `npm start` builds it, then benches each database in turn: the results, with when
 * the run began and ended (the machine's load before and after) and on what machine.
 */
export async function benchEachDatabase<Result>(
  kinds: readonly DatabaseKind[],
  bench: (kind: DatabaseKind) => Promise<Result>,
  log: (message: string) => void,
) {
  const startedAt = new Date();
  const uptimeBefore = uptime();
  log('building the server, as npm start runs it');
  buildServer();
  const results: Result[] = [];
  for (const kind of kinds) {
    results.push(await bench(kind));
  }
  return { results, startedAt, uptimeBefore, uptimeAfter: uptime(), machine: machineDescription() };
}
