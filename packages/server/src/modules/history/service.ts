import type { RecordHistoryEntry } from '@mobilise/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { RequestContext } from '../../request-context.ts';
import type { AssignmentsService } from '../assignments/service.ts';
import type { PersonProfilesService } from '../person-profiles/service.ts';
import { recordHistory } from './repository.ts';

export interface RecordHistoryServiceDependencies {
  db: Kysely<Database>;
  assignments: Pick<AssignmentsService, 'get'>;
  personProfiles: Pick<PersonProfilesService, 'get'>;
}

/**
 * Who changed a record, what and when, read from the audit log. Whoever may read the record reads its
 * history, by the record's own rule: reading it first answers the same logged 404 out of scope (so the
 * receiving organisation reads an assignment's history only while the assignment is shared with it).
 */
export class RecordHistoryService {
  constructor(private readonly deps: RecordHistoryServiceDependencies) {}

  async ofAssignment(ctx: RequestContext, id: number): Promise<RecordHistoryEntry[]> {
    await this.deps.assignments.get(ctx, id);
    return recordHistory(this.deps.db, { entity: 'assignment', id });
  }

  async ofPersonProfile(ctx: RequestContext, id: number): Promise<RecordHistoryEntry[]> {
    await this.deps.personProfiles.get(ctx, id);
    return recordHistory(this.deps.db, { entity: 'person_profile', id });
  }
}
