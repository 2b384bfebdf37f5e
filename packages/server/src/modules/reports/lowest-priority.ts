import { execFileSync } from 'node:child_process';
import { constants, setPriority } from 'node:os';

/**
 * Puts a process or thread (by its Linux id) at the lowest priority there is: nice 19, and the kernel's
 * SCHED_IDLE policy, under which it runs only when nothing else wants the core and gives the core up at
 * once when something does. Nice alone still lets it finish its time slice before a woken request
 * handler runs (the report bench: users/me's p95 during a report 3.16 ms at nice 19, 2.62 ms with
 * SCHED_IDLE too). Node has no call for the policy, so util-linux's chrt sets it. Without permission (or
 * chrt) the id keeps what it had.
 */
export function runAtLowestPriority(id: number): void {
  try {
    setPriority(id, constants.priority.PRIORITY_LOW);
  } catch {
    return;
  }
  try {
    execFileSync('chrt', ['--idle', '--pid', '0', String(id)], { stdio: 'ignore' });
  } catch {
    // No chrt here, or not allowed: nice 19 it is.
  }
}
