// Run by mixed-run.ts as its own process against DATA_DIR or DATABASE_URL once the server has stopped:
// compares the writes the server acknowledged (the JSON file named by the first argument) with what the
// database holds, and prints the WriteCheck as JSON on its last line.
import { readFileSync } from 'node:fs';
import { loadConfig } from '@mobilise/server/src/config.ts';
import { openDatabase } from '@mobilise/server/src/db/database.ts';
import { sql } from 'kysely';
import type { AcknowledgedWrites, WriteCheck } from './mixed-writes.ts';

const writes = JSON.parse(readFileSync(process.argv[2] ?? '', 'utf8')) as AcknowledgedWrites;
const markerPattern = new RegExp(`${writes.prefix}[\\w:-]*`, 'g');

/** How often each value occurs. */
const tally = (values: string[]) => {
  const counts = new Map<string, number>();
  for (const value of values) {
    counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  return counts;
};

const database = await openDatabase(loadConfig());
try {
  const { db } = database;
  const like = `%${writes.prefix}%`;

  // Each acknowledged autosave wrote one audit row (in its own transaction) naming its marker.
  const audited = await sql<{ after: string }>`
    select after::text as after from audit_log
    where entity = 'person_profile' and action = 'update' and after::text like ${like}`.execute(db);
  const auditedMarkers = tally(audited.rows.flatMap((row) => row.after.match(markerPattern) ?? []));
  const acknowledgedMarkers = new Set(writes.autosaves.map((save) => save.marker));
  const lostAutosaves = writes.autosaves.filter((save) => !auditedMarkers.has(save.marker)).length;
  const doubledAutosaves = [...auditedMarkers].filter(
    ([marker, count]) => count > 1 || !acknowledgedMarkers.has(marker),
  ).length;
  const lastSaves = new Map<number, AcknowledgedWrites['autosaves'][number]>();
  for (const save of writes.autosaves) {
    if ((lastSaves.get(save.profileId)?.version ?? 0) < save.version) {
      lastSaves.set(save.profileId, save);
    }
  }
  const stored = await db
    .selectFrom('person_profiles')
    .select(['id', 'special_needs', 'version'])
    .where('id', 'in', [0, ...lastSaves.keys()])
    .execute();
  const staleProfiles = [...lastSaves.values()].filter((save) => {
    const row = stored.find((profile) => Number(profile.id) === save.profileId);
    return row?.special_needs !== save.marker || Number(row.version) !== save.version;
  }).length;

  const leave = await db
    .selectFrom('leave_requests')
    .select(['id', 'notes', 'status'])
    .where('notes', 'like', like)
    .execute();
  const leaveById = new Map(leave.map((row) => [Number(row.id), row]));
  const notesCounts = tally(leave.map((row) => row.notes ?? ''));
  const acknowledgedNotes = new Set(writes.leaveCreates.map((create) => create.marker));
  const lostLeave = writes.leaveCreates.filter(
    (create) => leaveById.get(create.id)?.notes !== create.marker,
  ).length;
  const doubledLeave = [...notesCounts].filter(
    ([notes, count]) => count > 1 || !acknowledgedNotes.has(notes),
  ).length;
  const lostApprovals = writes.leaveApprovals.filter((id) => leaveById.get(id)?.status !== 'APPROVED').length;

  const check: WriteCheck = {
    autosaves: writes.autosaves.length,
    lostAutosaves,
    doubledAutosaves,
    staleProfiles,
    leaveCreates: writes.leaveCreates.length,
    lostLeave,
    doubledLeave,
    leaveApprovals: writes.leaveApprovals.length,
    lostApprovals,
    lost_writes: lostAutosaves + staleProfiles + lostLeave + lostApprovals,
    doubled_writes: doubledAutosaves + doubledLeave,
  };
  console.log(JSON.stringify(check));
} finally {
  await database.close();
}
