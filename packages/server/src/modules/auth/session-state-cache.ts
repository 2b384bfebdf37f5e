import { ReadCache } from '../../db/read-cache.ts';
import type { TableChanges } from '../../db/table-changes.ts';
import type { CurrentUserRow } from '../users/repository.ts';
import type { SessionRow } from './repository.ts';

/** How long a kept session or user serves at most, should a notice ever be lost. */
const ttlMs = 10_000;

/**
 * Each request's session and signed-in user (their profile and every role), kept in the process between
 * requests instead of read on every one, and forgotten as soon as a write could have changed them: an
 * ended session, a disabled or changed user, a profile, role, membership or security-group change.
 */
export class SessionStateCache {
  readonly sessions = new ReadCache<string, SessionRow>(ttlMs);
  readonly users = new ReadCache<number, CurrentUserRow>(ttlMs);

  constructor(changes: TableChanges) {
    changes.clearOnChange(['sessions', 'users'], [this.sessions]);
    changes.clearOnChange(
      [
        'users',
        'person_profiles',
        'office_staff',
        'education_consultants',
        'person_profile_mobilising_organisations',
        'security_group_members',
        'security_groups',
        'organisations',
      ],
      [this.users],
    );
  }
}
