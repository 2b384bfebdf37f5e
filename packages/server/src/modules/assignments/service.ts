import type { Assignment, AssignmentListQuery, Paged } from '@mobilise/contract';
import type { Kysely } from 'kysely';
import { writeAudit } from '../../audit/audit-log.ts';
import type { Database } from '../../db/schema.ts';
import { searchWordsOf } from '../../db/search-text-sql.ts';
import { NotFoundError } from '../../http/errors.ts';
import { refuseEmptyIdLists } from '../../http/non-empty-id-lists.ts';
import { offsetOf, pagedOf, pageRequestOf } from '../../http/paged.ts';
import type { Language } from '../../i18n/languages.ts';
import type { Actor } from '../../policies/actor.ts';
import {
  type AssignmentScope,
  assignmentManagementUserCan,
  assignmentScope,
  assignmentUserCan,
  isAssignmentInScope,
} from '../../policies/assignment-policy.ts';
import { assignmentWorkflowUserCan } from '../../policies/assignment-workflow-policy.ts';
import type { Clock } from '../../ports.ts';
import type { RequestContext } from '../../request-context.ts';
import { assignmentOf, scopedAssignmentOf } from './presenter.ts';
import type { AssignmentRow } from './repository.ts';
import * as repository from './repository.ts';

export interface AssignmentsServiceDependencies {
  db: Kysely<Database>;
}

/** A page of `GET api/assignments` when the query names no `per_page`. */
export const defaultPerPage = 25;

/** `GET api/assignments` and `GET api/assignments/{id}`, within the caller's scope. */
export class AssignmentsService {
  constructor(private readonly deps: AssignmentsServiceDependencies) {}

  /**
   * The POTENTIAL assignment an appointment makes (received and explored by the application's
   * organisation, associated with the application), audited in the caller's transaction `trx`. The
   * appointing service has already decided the caller may.
   */
  async createFromAppointment(
    trx: Kysely<Database>,
    actorUserId: number,
    appointment: {
      appointeeId: number;
      organisationId: number;
      applicationId: number;
      applicationTitle: string;
    },
    now: Date,
  ): Promise<number> {
    const values = {
      assignee_person_profile_id: appointment.appointeeId,
      received_by_organisation_id: appointment.organisationId,
      explored_by_organisation_id: appointment.organisationId,
      associated_with_id: appointment.applicationId,
      associated_with_title: appointment.applicationTitle,
    };
    const id = await repository.insertPotentialAssignment(trx, values, now);
    await writeAudit(
      trx,
      {
        actorUserId,
        organisationId: appointment.organisationId,
        entity: 'assignment',
        entityId: id,
        action: 'create',
        before: null,
        after: { ...values, associated_with_type: 'APPLICATION', status: 'POTENTIAL', version: 1 },
      },
      now,
    );
    return id;
  }

  async list(
    { actor, language, clock }: RequestContext,
    query: AssignmentListQuery,
    url: string,
  ): Promise<Paged<Assignment>> {
    refuseEmptyIdLists(query, ['id', 'public_id', 'assignee', 'received_by', 'organisation']);
    refuseEmptyIdLists(query, ['explored_by', 'exclude_received_by']);
    const scope = assignmentScope(actor);
    const page = pageRequestOf(query, defaultPerPage);
    const { rows, total } = await repository.listAssignments(
      this.deps.db,
      scope,
      {
        ids: query.id,
        publicIds: query.public_id,
        assigneeIds: query.assignee,
        statuses: query.status,
        isAbandoned: query.is_abandoned,
        receivedByIds: query.received_by,
        organisationIds: query.organisation,
        exploredByIds: query.explored_by,
        excludeReceivedByIds: query.exclude_received_by,
        isSharedWithReceivingOrganisation: query.is_shared_with_receiving_organisation,
        startsWithinDays: query.starts_within_days,
        searchWords: searchWordsOf(query.search),
        sort: query.sort,
      },
      { limit: page.perPage, offset: offsetOf(page) },
      today(clock),
    );
    return pagedOf(
      rows.map((row) => present(actor, scope, row, language)),
      total,
      page,
      url,
    );
  }

  async get({ actor, language, log, clock }: RequestContext, id: number): Promise<Assignment> {
    const row = await repository.findAssignment(this.deps.db, id, today(clock));
    if (!row) {
      throw new NotFoundError();
    }
    const scope = assignmentScope(actor);
    if (!isAssignmentInScope(scope, scopedAssignmentOf(row))) {
      throw refusedOutOfScope({ actor, log }, id);
    }
    return present(actor, scope, row, language);
  }
}

/** Logs the refusal of an assignment the caller may not see and answers the 404 to throw (Z1). */
export function refusedOutOfScope(
  { actor, log }: Pick<RequestContext, 'actor' | 'log'>,
  id: number,
): NotFoundError {
  log.warn(
    { refusal: 'out_of_scope', entity: 'assignment', entityId: id, actorUserId: actor.userId },
    'assignment out of the caller scope: answered 404',
  );
  return new NotFoundError();
}

/** The calendar day that decides which leave and travel is current. */
export function today(clock: Clock) {
  return clock.now().toISOString().slice(0, 10);
}

function present(actor: Actor, scope: AssignmentScope, row: AssignmentRow, language: Language): Assignment {
  const scoped = scopedAssignmentOf(row);
  const rights = {
    userCan: assignmentUserCan(scope, scoped),
    userCanManage: assignmentManagementUserCan(scope, scoped),
    workflowUserCan: assignmentWorkflowUserCan(scope, scoped, row.stages.length > 0),
  };
  return assignmentOf(actor, row, rights, language);
}
