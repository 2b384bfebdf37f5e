import type { Application, ApplicationListQuery, Paged } from '@mobilise/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { NotFoundError } from '../../http/errors.ts';
import { refuseEmptyIdLists } from '../../http/non-empty-id-lists.ts';
import { offsetOf, pagedOf, pageRequestOf } from '../../http/paged.ts';
import type { Actor } from '../../policies/actor.ts';
import {
  type ApplicationScope,
  applicationScope,
  applicationUserCan,
  isApplicationInScope,
} from '../../policies/application-policy.ts';
import type { RequestContext } from '../../request-context.ts';
import { applicationOf, scopedApplicationOf } from './presenter.ts';
import type { ApplicationRow } from './repository.ts';
import * as repository from './repository.ts';

export interface ApplicationsServiceDependencies {
  db: Kysely<Database>;
}

/** A page of `GET api/applications` when the query names no `per_page`. */
export const defaultPerPage = 25;

/** `GET api/applications` and `GET api/applications/{id}`, within the caller's scope. */
export class ApplicationsService {
  constructor(private readonly deps: ApplicationsServiceDependencies) {}

  async list(
    { actor }: RequestContext,
    query: ApplicationListQuery,
    url: string,
  ): Promise<Paged<Application>> {
    refuseEmptyIdLists(query, ['id', 'applicant']);
    const scope = applicationScope(actor);
    const page = pageRequestOf(query, defaultPerPage);
    const { rows, total } = await repository.listApplications(
      this.deps.db,
      scope,
      { ids: query.id, applicantIds: query.applicant, statuses: query.status },
      query.with_workflow_stages ?? false,
      { limit: page.perPage, offset: offsetOf(page) },
    );
    return pagedOf(
      rows.map((row) => present(actor, scope, row)),
      total,
      page,
      url,
    );
  }

  async get({ actor, log }: RequestContext, id: number): Promise<Application> {
    const row = await repository.findApplication(this.deps.db, id);
    if (!row) {
      throw new NotFoundError();
    }
    const scope = applicationScope(actor);
    if (!isApplicationInScope(scope, scopedApplicationOf(row))) {
      log.warn(
        { refusal: 'out_of_scope', entity: 'application', entityId: id, actorUserId: actor.userId },
        'application out of the caller scope: answered 404',
      );
      throw new NotFoundError();
    }
    return present(actor, scope, row);
  }
}

function present(actor: Actor, scope: ApplicationScope, row: ApplicationRow): Application {
  return applicationOf(row, applicationUserCan(actor, scope, scopedApplicationOf(row)));
}
