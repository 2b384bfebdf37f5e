import type { OrganisationDashboard } from '@mobilise/contract';
import type { Kysely } from 'kysely';
import { organisationExists } from '../../db/organisation-exists.ts';
import type { Database } from '../../db/schema.ts';
import { NotFoundError } from '../../http/errors.ts';
import type { RequestContext } from '../../request-context.ts';
import * as repository from './repository.ts';

export interface OrganisationDashboardServiceDependencies {
  db: Kysely<Database>;
}

/** The organisation dashboard's counts, for its office staff and admins. */
export class OrganisationDashboardService {
  constructor(private readonly deps: OrganisationDashboardServiceDependencies) {}

  async counts(
    { actor, log, clock }: RequestContext,
    organisationId: number,
  ): Promise<OrganisationDashboard> {
    const { db } = this.deps;
    if (!actor.isAdmin && !actor.officeStaffFor.includes(organisationId)) {
      // Like a person out of scope (Z1): a 404 that does not tell the organisation exists, logged.
      log.warn(
        {
          refusal: 'out_of_scope',
          entity: 'organisation',
          entityId: organisationId,
          access: 'read',
          actorUserId: actor.userId,
        },
        'organisation dashboard of an organisation the caller is not office staff for: answered 404',
      );
      throw new NotFoundError();
    }
    if (!(await organisationExists(db, organisationId))) {
      throw new NotFoundError();
    }
    return repository.dashboardCounts(db, organisationId, clock.now().toISOString().slice(0, 10));
  }
}
