import type {
  PersonResponsibilities,
  ReassignResponsibilitiesBody,
  Responsibility,
} from '@mobilise/contract';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { writeAudit } from '../../audit/audit-log.ts';
import type { Database } from '../../db/schema.ts';
import { NotFoundError, RequestValidationError } from '../../http/errors.ts';
import { customIssue } from '../../i18n/zod-issues.ts';
import type { Actor } from '../../policies/actor.ts';
import { personProfileScope } from '../../policies/person-profile-scope.ts';
import type { Logger, RequestContext } from '../../request-context.ts';
import { unreachablePeople } from '../person-profiles/by-ids.ts';
import * as repository from './repository.ts';

export interface ResponsibilitiesServiceDependencies {
  db: Kysely<Database>;
}

/** The organisations whose positions the actor hands on: all for admins, else those they are office staff for. */
const reassignableOrganisations = (actor: Actor): '*' | number[] =>
  actor.isAdmin ? '*' : actor.officeStaffFor;

const responsibilityOf = (row: repository.ResponsibilityRow): Responsibility => ({
  id: row.id,
  position: { id: row.position_id, name: row.position_name, removed: row.position_removed },
  organisation: { id: row.organisation_id, name: row.organisation_name },
  subjectType: row.subject_type,
  subjectId: row.subject_id,
});

/**
 * Reassign responsibilities (/person-profiles/{id}/reassign-responsibilities): the positions a person holds
 * that the caller runs (office staff of the position's organisation, admins), each handed to another
 * person of that organisation the caller may edit.
 */
export class ResponsibilitiesService {
  constructor(private readonly deps: ResponsibilitiesServiceDependencies) {}

  async get({ actor, log }: RequestContext, personProfileId: number): Promise<PersonResponsibilities> {
    const { db } = this.deps;
    const userId = await reachableUser(db, actor, personProfileId, log);
    const rows = userId === null ? [] : await repository.heldBy(db, userId, reassignableOrganisations(actor));
    return { responsibilities: rows.map(responsibilityOf) };
  }

  /**
   * `PUT`: every reassignment checked first (a responsibility of this person the caller may reassign, a
   * new holder of its organisation the caller may edit), each failure a 422 naming its field, nothing
   * written; then all written with one audit row each, in one transaction.
   */
  async update(
    ctx: RequestContext,
    personProfileId: number,
    body: ReassignResponsibilitiesBody,
  ): Promise<PersonResponsibilities> {
    const { db } = this.deps;
    const { actor, log, clock } = ctx;
    const userId = await reachableUser(db, actor, personProfileId, log);
    await db.transaction().execute(async (trx) => {
      const held =
        userId === null
          ? []
          : await repository.heldBy(trx, userId, reassignableOrganisations(actor), { forUpdate: true });
      const issues: z.core.$ZodIssue[] = [];
      const writes: { row: repository.ResponsibilityRow; userId: number }[] = [];
      const editable = personProfileScope(actor, 'write');
      const seen = new Set<number>();
      for (const [index, { id, toPersonProfileId }] of body.reassignments.entries()) {
        const path = (field: string) => ['reassignments', index, field];
        const row = held.find((each) => each.id === id);
        if (!row || seen.has(id)) {
          issues.push(customIssue(path('id'), 'responsibility_not_reassignable'));
          continue;
        }
        seen.add(id);
        const users = await repository.mobilisedUsers(trx, row.organisation_id, [toPersonProfileId]);
        const newHolder = users.get(toPersonProfileId);
        const reachable = (await unreachablePeople(trx, editable, [toPersonProfileId])).length === 0;
        if (toPersonProfileId === personProfileId || newHolder === undefined || !reachable) {
          issues.push(customIssue(path('toPersonProfileId'), 'not_another_mobilised_account'));
          continue;
        }
        writes.push({ row, userId: newHolder });
      }
      if (issues.length > 0) {
        throw RequestValidationError.fromZodIssues(issues, 'body');
      }
      const now = clock.now();
      for (const { row, userId: newHolder } of writes) {
        await repository.reassign(trx, row, newHolder);
        await writeAudit(
          trx,
          {
            actorUserId: actor.userId,
            organisationId: row.organisation_id,
            entity: 'position_assignment',
            entityId: row.id,
            action: 'reassign',
            before: { user_id: row.user_id },
            after: { user_id: newHolder },
          },
          now,
        );
      }
    });
    return this.get(ctx, personProfileId);
  }
}

/** The person's user (null without an account), or a 404 like an unknown person when the caller does not reach them, logged (Z1). */
async function reachableUser(
  db: Kysely<Database>,
  actor: Actor,
  personProfileId: number,
  log: Logger,
): Promise<number | null> {
  if ((await unreachablePeople(db, personProfileScope(actor, 'read'), [personProfileId])).length > 0) {
    log.warn(
      {
        refusal: 'out_of_scope',
        entity: 'person_profile',
        entityId: personProfileId,
        access: 'responsibilities',
        actorUserId: actor.userId,
      },
      'responsibilities of a person out of the caller scope: answered 404',
    );
    throw new NotFoundError();
  }
  return (await repository.userOf(db, personProfileId)) ?? null;
}
