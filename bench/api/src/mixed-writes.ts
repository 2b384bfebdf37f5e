/**
 * The writes the server acknowledged during a mixed run, each carrying a marker unique to it (and
 * starting with the run's prefix), for mixed-check.ts to find in the database afterwards.
 */
export interface AcknowledgedWrites {
  prefix: string;
  /** Answered 200: the profile's special needs set to `marker`, at `version`. */
  autosaves: { profileId: number; marker: string; version: number }[];
  /** Answered 201: the leave request `id`, its notes `marker`. */
  leaveCreates: { id: number; marker: string }[];
  /** Leave requests whose approval was answered 200. */
  leaveApprovals: number[];
}

/** What mixed-check.ts found: every count of lost or doubled writes should be 0. */
export interface WriteCheck {
  autosaves: number;
  /** Acknowledged autosaves with no audit row of their own. */
  lostAutosaves: number;
  /** Markers with more than one audit row, or audit rows of this run that nobody acknowledged. */
  doubledAutosaves: number;
  /** Profiles whose stored value or version is not their last acknowledged autosave's. */
  staleProfiles: number;
  leaveCreates: number;
  /** Acknowledged leave requests not stored (by id and notes). */
  lostLeave: number;
  /** Notes stored more than once, or leave requests of this run that nobody acknowledged. */
  doubledLeave: number;
  leaveApprovals: number;
  /** Acknowledged approvals whose leave request is not APPROVED. */
  lostApprovals: number;
  lost_writes: number;
  doubled_writes: number;
}

export function newWrites(prefix: string): AcknowledgedWrites {
  return { prefix, autosaves: [], leaveCreates: [], leaveApprovals: [] };
}
