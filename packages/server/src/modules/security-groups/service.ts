import type { PersonSecurityGroups, UpdatePersonSecurityGroupsBody } from '@mobilise/contract';
import type { Kysely } from 'kysely';
import { writeAudit } from '../../audit/audit-log.ts';
import { organisationExists } from '../../db/organisation-exists.ts';
import type { Database } from '../../db/schema.ts';
import { NotFoundError, RequestValidationError } from '../../http/errors.ts';
import { customIssue } from '../../i18n/zod-issues.ts';
import type { Actor } from '../../policies/actor.ts';
import { personProfileScope } from '../../policies/person-profile-scope.ts';
import type { Logger, RequestContext } from '../../request-context.ts';
import { unreachablePeople } from '../person-profiles/by-ids.ts';
import * as repository from './repository.ts';

export interface SecurityGroupsServiceDependencies {
  db: Kysely<Database>;
}

/**
 * A person's security groups in one organisation (security-group onboarding), read and
 * replaced by the organisation's office staff and admins only. The session and actor caches drop their
 * entries on any write to security_group_members (db/table-changes.ts), so a change holds at once.
 */
export class SecurityGroupsService {
  constructor(private readonly deps: SecurityGroupsServiceDependencies) {}

  async get(
    { actor, log }: RequestContext,
    organisationId: number,
    personProfileId: number,
  ): Promise<PersonSecurityGroups> {
    const { db } = this.deps;
    await refuseUnlessOnboards(db, actor, organisationId, personProfileId, log);
    return { securityGroupIds: await repository.groupsOf(db, personProfileId, organisationId) };
  }

  /**
   * `PUT`: the groups answered replace the person's groups in the URL's organisation, with one audit row
   * when anything changed; an unknown group is a 422 naming `securityGroupIds`, nothing written.
   */
  async update(
    { actor, log, clock }: RequestContext,
    organisationId: number,
    personProfileId: number,
    body: UpdatePersonSecurityGroupsBody,
  ): Promise<PersonSecurityGroups> {
    const { db } = this.deps;
    await refuseUnlessOnboards(db, actor, organisationId, personProfileId, log);
    const wanted = [...new Set(body.securityGroupIds)].sort((a, b) => a - b);
    const known = await repository.securityGroupIds(db);
    const unknown = wanted.filter((id) => !known.includes(id));
    if (unknown.length > 0) {
      throw RequestValidationError.fromZodIssues(
        [customIssue(['securityGroupIds'], 'unknown_security_groups', { ids: unknown.join(', ') })],
        'body',
      );
    }
    return db.transaction().execute(async (trx) => {
      await repository.lockPerson(trx, personProfileId);
      const current = await repository.groupsOf(trx, personProfileId, organisationId);
      const added = wanted.filter((id) => !current.includes(id));
      const removed = current.filter((id) => !wanted.includes(id));
      if (added.length > 0 || removed.length > 0) {
        await repository.moveGroups(trx, personProfileId, organisationId, { added, removed });
        await writeAudit(
          trx,
          {
            actorUserId: actor.userId,
            organisationId,
            entity: 'person_security_groups',
            entityId: personProfileId,
            action: 'update',
            before: { securityGroupIds: current },
            after: { securityGroupIds: wanted },
          },
          clock.now(),
        );
      }
      return { securityGroupIds: wanted };
    });
  }
}

/**
 * Only the organisation's office staff and admins onboard its people: anyone else, and anyone asking for
 * a person they do not reach, gets a 404 like an unknown one, logged (Z1). A person the caller reaches
 * whom the organisation does not mobilise is a 422 naming `id`.
 */
async function refuseUnlessOnboards(
  db: Kysely<Database>,
  actor: Actor,
  organisationId: number,
  personProfileId: number,
  log: Logger,
): Promise<void> {
  const refuse = (entity: 'organisation' | 'person_profile', entityId: number): never => {
    log.warn(
      { refusal: 'out_of_scope', entity, entityId, access: 'security_groups', actorUserId: actor.userId },
      'security groups of a person or organisation out of the caller scope: answered 404',
    );
    throw new NotFoundError();
  };
  if (!actor.isAdmin && !actor.officeStaffFor.includes(organisationId)) {
    refuse('organisation', organisationId);
  }
  if (!(await organisationExists(db, organisationId))) {
    throw new NotFoundError();
  }
  if ((await unreachablePeople(db, personProfileScope(actor, 'read'), [personProfileId])).length > 0) {
    refuse('person_profile', personProfileId);
  }
  if (!(await repository.isMobilisedBy(db, personProfileId, organisationId))) {
    throw RequestValidationError.fromZodIssues([customIssue(['id'], 'person_not_mobilised')], 'params');
  }
}
