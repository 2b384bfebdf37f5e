import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { HttpError, NotFoundError } from '../http/errors.ts';
import type { RequestContext } from '../request-context.ts';
import { writeAudit } from './audit-log.ts';

/**
 * The record changed since the caller read it: nothing is written, and the answer names the
 * current version (in `errors.version` and the X-Current-Version header) so the app can reload.
 */
export class StaleVersionError extends HttpError {
  override name = 'StaleVersionError';

  constructor(readonly currentVersion: number) {
    super(
      409,
      'stale_version',
      'Someone else changed this record since you opened it: reload it and try again.',
      {
        version: [`is ${currentVersion} now`],
      },
    );
    this.headers['x-current-version'] = String(currentVersion);
  }
}

/** What an update changes, worked out under the lock before anything is written. */
export interface VersionedChange {
  /** The stored values of what changes, by name, for the audit row. */
  before: Record<string, unknown>;
  /** The new values, by the same names; none means the update writes nothing, not even an audit row. */
  after: Record<string, unknown>;
  /** The organisation the audit row is filed under. */
  organisationId: number | null;
  /**
   * Writes the change; answers the record's new version when the write moved it, and the audit row
   * then records the version on both sides.
   */
  write: (now: Date) => Promise<number | undefined>;
}

/**
 * The values of `wanted` that differ from the stored ones (compared as JSON, so lists and dates compare by
 * value), with the stored values beside them: the `before` and `after` of a change.
 */
export function changedValues<Wanted extends object>(
  stored: Partial<Record<keyof Wanted, unknown>>,
  wanted: Wanted,
): Pick<VersionedChange, 'before' | 'after'> {
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(wanted) as [keyof Wanted & string, unknown][]) {
    if (JSON.stringify(stored[key]) !== JSON.stringify(value)) {
      before[key] = stored[key];
      after[key] = value;
    }
  }
  return { before, after };
}

export interface VersionedUpdate<Locked extends { version: number }> {
  /** The audit row's entity and id. */
  entity: string;
  entityId: number | string;
  /**
   * The audit row's action: `update` unless the change is one named step (an assignment's `abandon`),
   * which a record's history then words as that step rather than as an edit.
   */
  action?: string;
  /** The version the caller read and edited; undefined (an autosave) writes over whatever is stored. */
  expectedVersion: number | undefined;
  /** The record, read and locked in the transaction; undefined when there is none, which is a 404. */
  lock: (trx: Kysely<Database>) => Promise<Locked | undefined>;
  /** Throws when the caller may not write the record (a 404 like an unknown one, logged). */
  refuse?: (trx: Kysely<Database>, locked: Locked) => void | Promise<void>;
  /** Works out the change from the locked record; any refusal of the answers (a 422) is thrown here. */
  change: (trx: Kysely<Database>, locked: Locked) => Promise<VersionedChange>;
}

/**
 * The one way a versioned record is edited: in one transaction, lock the record (none is a 404), let
 * the caller's rights refuse it, refuse a stale version with a 409, work out the change, and when there
 * is one write it with its audit row, so that both commit or neither does. Nothing is written when
 * nothing changes, so a save of the same answers neither moves the version nor leaves an audit row.
 */
export async function versionedUpdate<Locked extends { version: number }>(
  db: Kysely<Database>,
  { actor, clock }: Pick<RequestContext, 'actor' | 'clock'>,
  update: VersionedUpdate<Locked>,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const locked = await update.lock(trx);
    if (!locked) {
      throw new NotFoundError();
    }
    await update.refuse?.(trx, locked);
    if (update.expectedVersion !== undefined && locked.version !== update.expectedVersion) {
      throw new StaleVersionError(locked.version);
    }
    const { before, after, organisationId, write } = await update.change(trx, locked);
    if (Object.keys(after).length === 0) {
      return;
    }
    const now = clock.now();
    const version = await write(now);
    const versions = version === undefined ? undefined : { before: locked.version, after: version };
    await writeAudit(
      trx,
      {
        actorUserId: actor.userId,
        organisationId,
        entity: update.entity,
        entityId: update.entityId,
        action: update.action ?? 'update',
        before: versions ? { ...before, version: versions.before } : before,
        after: versions ? { ...after, version: versions.after } : after,
      },
      now,
    );
  });
}
