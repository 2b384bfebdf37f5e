import type { AssetableType } from '@mobilise/contract';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Actor } from '../../policies/actor.ts';
import {
  applicationScope,
  applicationUserCan,
  isApplicationInScope,
} from '../../policies/application-policy.ts';
import {
  assignmentManagementVerdict,
  assignmentScope,
  isAssignmentInScope,
} from '../../policies/assignment-policy.ts';
import { educationPlanUserCan, reachesEducationPlan } from '../../policies/education-plan-policy.ts';
import { isEditable, type LeaveKind, reachesLeave, speaksForPerson } from '../../policies/leave-policy.ts';
import {
  isInScope,
  type PersonProfileAccess,
  personProfileScope,
} from '../../policies/person-profile-scope.ts';
import { requisitionUserCan } from '../../policies/requisition-policy.ts';
import { reachesReview, reviewUserCan } from '../../policies/review-policy.ts';
import { runsRecord, securedRecordScope } from '../../policies/secured-record-scope.ts';
import { canChangeRequisitionsAndPapers } from '../../policies/security-groups.ts';
import { isTaskInstanceInScope, taskInstanceUserCan } from '../../policies/task-instance-policy.ts';
import { seesTeam, teamReach, teamUserCan, unitUserCan } from '../../policies/team-policy.ts';
import type { RequestContext } from '../../request-context.ts';
import { scopedApplicationOf, scopedTaskInstanceOf } from '../applications/presenter.ts';
import { findApplication, findTaskInstance } from '../applications/repository.ts';
import { taskOwnerOf } from '../applications/task-owners.ts';
import { scopedAssignmentOf } from '../assignments/presenter.ts';
import { findAssignment } from '../assignments/repository.ts';
import { findEducationPlans } from '../education-plans/repository.ts';
import { educationPlansOn, scopedOf as scopedEducationPlanOf } from '../education-plans/service.ts';
import { findLeaves } from '../leave-and-travel/repository.ts';
import { leaveKindOn, scopedOf as scopedLeaveOf } from '../leave-and-travel/service.ts';
import { requisitions } from '../requisitions/kind.ts';
import { findReview } from '../reviews/repository.ts';
import { scopedOf as scopedReviewOf } from '../reviews/service.ts';
import { pageMetadata } from '../system-settings/service.ts';
import { findTeams, findUnits } from '../teams-and-units/repository.ts';
import { scopedTeamOf, scopedUnitOf } from '../teams-and-units/service.ts';
import { visionStrategyPapers } from '../vision-strategy-papers/kind.ts';
import type { AttachedRecord } from './repository.ts';

/** Reading a file (list, details, download), or changing it (replace, rename, delete, attach a new one). */
export type FileAccess = PersonProfileAccess;

/** Which of some records of one type the actor may read or change, by the rules of that record's module. */
type RecordsReached = (
  db: Kysely<Database>,
  ctx: Pick<RequestContext, 'actor' | 'clock'>,
  ids: number[],
  access: FileAccess,
) => Promise<Set<number>>;

/** A person's files follow the person-profile scope: who may read the profile reads them, who may edit it changes them. */
const personProfilesReached: RecordsReached = async (db, { actor }, ids, access) => {
  const { rows } = await sql<{ id: number; family_id: number | null; mobilised_by: number[] }>`
    select id, family_id, array_to_json(mobilising_organisation_ids) as mobilised_by
      from person_profiles where id in (${sql.join(ids)})`.execute(db);
  const scope = personProfileScope(actor, access);
  return new Set(
    rows
      .filter((row) =>
        isInScope(scope, {
          id: Number(row.id),
          familyId: row.family_id,
          mobilisedBy: row.mobilised_by.map(Number),
        }),
      )
      .map((row) => Number(row.id)),
  );
};

/**
 * An application's files (references, certificates): who reaches the application reads them (its
 * organisation's staff, its applicants); who may update it changes them.
 */
const applicationsReached: RecordsReached = async (db, { actor }, ids, access) => {
  const scope = applicationScope(actor);
  const reached = new Set<number>();
  for (const id of ids) {
    const row = await findApplication(db, id);
    if (!row) continue;
    const application = scopedApplicationOf(row);
    const allowed =
      access === 'read'
        ? isApplicationInScope(scope, application)
        : applicationUserCan(actor, scope, application).includes('update');
    if (allowed) reached.add(id);
  }
  return reached;
};

/**
 * An assignment's files: who reaches the assignment reads them (its assignee and family once it is
 * shared with them); those who run one of its organisations change them.
 */
const assignmentsReached: RecordsReached = async (db, { actor, clock }, ids, access) => {
  const scope = assignmentScope(actor);
  const today = clock.now().toISOString().slice(0, 10);
  const reached = new Set<number>();
  for (const id of ids) {
    const row = await findAssignment(db, id, today);
    if (!row) continue;
    const assignment = scopedAssignmentOf(row);
    const allowed =
      access === 'read' ? isAssignmentInScope(scope, assignment) : runsRecord(scope.records, assignment);
    if (allowed) reached.add(id);
  }
  return reached;
};

/**
 * An outbound logistics plan's files: who reaches its assignment reads them; who may edit the plan now
 * (those acting on the assignment or its assignee once it is shared with them, while the plan is a draft
 * or was rejected) changes them, so a submitted or approved plan's files stay as they were decided on.
 */
const logisticsPlansReached: RecordsReached = async (db, { actor, clock }, ids, access) => {
  const scope = assignmentScope(actor);
  const plans = await db
    .selectFrom('outbound_logistics_plans')
    .select(['id', 'assignment_id'])
    .where('id', 'in', ids)
    .execute();
  const reached = new Set<number>();
  for (const plan of plans) {
    const row = await findAssignment(db, plan.assignment_id, clock.now().toISOString().slice(0, 10));
    if (!row) continue;
    const assignment = scopedAssignmentOf(row);
    const allowed =
      access === 'read'
        ? isAssignmentInScope(scope, assignment)
        : assignmentManagementVerdict(scope, assignment, 'edit_logistics_plan') === 'allowed';
    if (allowed) reached.add(plan.id);
  }
  return reached;
};

/**
 * A task instance's files (the document a DOCUMENT task asks for): who sees the task instance reads
 * them; who may complete it now attaches, replaces, renames and removes them, so a done task's files
 * stay as they were completed with until it is reopened.
 */
const taskInstancesReached: RecordsReached = async (db, ctx, ids, access) => {
  const reached = new Set<number>();
  for (const id of ids) {
    const row = await findTaskInstance(db, id);
    const owner = row && (await taskOwnerOf(db, ctx, row));
    if (!row || !owner) continue;
    const instance = scopedTaskInstanceOf(row, owner.scoped);
    const allowed =
      access === 'read'
        ? isTaskInstanceInScope(owner.scope, instance)
        : taskInstanceUserCan(ctx.actor, owner.scope, instance).includes('complete');
    if (allowed) reached.add(id);
  }
  return reached;
};

/**
 * A leave request's or travel plan's files: who sees the record reads them; who may edit it (the person,
 * their office staff, admins, while it is neither rejected nor imported) changes them. While its kind is
 * off for the caller (`leaveKindOn`) they are out of reach, as every leave or travel call then is.
 */
const leavesReached =
  (kind: LeaveKind): RecordsReached =>
  async (db, { actor }, ids, access) => {
    if (!leaveKindOn(actor, (await pageMetadata(db)).feature_flags, kind)) return new Set();
    const rows = await findLeaves(db, kind, ids);
    return new Set(
      rows
        .filter((row) => {
          const leave = scopedLeaveOf(row);
          return access === 'read'
            ? reachesLeave(actor, leave)
            : speaksForPerson(actor, leave) && isEditable(leave);
        })
        .map((row) => row.id),
    );
  };

/**
 * A review's documents: who sees the review reads them; who may change it now (its office staff and
 * reviewers, until it is submitted) changes them. While the reviews flag is off nobody reaches them,
 * as every review call is then a 404.
 */
const reviewsReached: RecordsReached = async (db, { actor }, ids, access) => {
  const reached = new Set<number>();
  if (!(await pageMetadata(db)).feature_flags.reviews) {
    return reached;
  }
  for (const id of ids) {
    const row = await findReview(db, id);
    if (!row) continue;
    const review = scopedReviewOf(row);
    const allowed =
      access === 'read' ? reachesReview(actor, review) : reviewUserCan(actor, review).includes('update');
    if (allowed) reached.add(id);
  }
  return reached;
};

/**
 * An education plan's files: who sees the plan reads them; who may edit it now (its family, office staff
 * of the child's organisations, admins, while it is a draft or rejected) changes them; nobody but an admin
 * while the education-plans flag is off, as for every education plan call.
 */
const educationPlansReached: RecordsReached = async (db, { actor }, ids, access) => {
  if (!educationPlansOn(actor, (await pageMetadata(db)).feature_flags)) return new Set();
  const rows = await findEducationPlans(db, ids);
  return new Set(
    rows
      .filter((row) => {
        const plan = scopedEducationPlanOf(row);
        return access === 'read'
          ? reachesEducationPlan(actor, plan)
          : educationPlanUserCan(actor, plan).includes('update');
      })
      .map((row) => row.id),
  );
};

/**
 * A team's or unit's files: who sees the team or unit reads them; who may update it now (a holder of
 * manage_teams or manage_units for its organisation, while it is not archived) changes them.
 */
const teamsReached: RecordsReached = async (db, { actor }, ids, access) => {
  const rows = await findTeams(db, ids);
  return new Set(
    rows
      .filter((row) =>
        access === 'read'
          ? seesTeam(teamReach(actor, row.organisation_id), row.status)
          : teamUserCan(actor, scopedTeamOf(row)).includes('update'),
      )
      .map((row) => row.id),
  );
};

const unitsReached: RecordsReached = async (db, { actor }, ids, access) => {
  const rows = await findUnits(db, ids);
  return new Set(
    rows
      .filter((row) =>
        access === 'read'
          ? teamReach(actor, row.organisation_id) !== 'none'
          : unitUserCan(actor, scopedUnitOf(row)).includes('update'),
      )
      .map((row) => row.id),
  );
};

/**
 * A requisition's or paper's files: who reads the record (its scope) reads them; who may save it now
 * (who runs its organisation; a requisition while it is not archived) changes them.
 */
const opportunitiesReached =
  (table: 'requisitions' | 'vision_strategy_papers'): RecordsReached =>
  async (db, { actor }, ids, access) => {
    const rows = await db
      .selectFrom(table)
      .select(['id', 'public_id', 'organisation_id'])
      .where('id', 'in', ids)
      .execute();
    const kind = table === 'requisitions' ? requisitions : visionStrategyPapers;
    const scope = securedRecordScope(actor, kind.kind);
    const reached = new Set<number>();
    for (const row of rows) {
      const found = await kind.find(db, scope, Number(row.public_id), actor);
      const record = found?.record;
      const allowed =
        access === 'read'
          ? found?.inScope === true
          : record !== undefined && 'availability' in record
            ? requisitionUserCan(actor, {
                organisationId: row.organisation_id,
                availability: record.availability,
              }).includes('update')
            : canChangeRequisitionsAndPapers(actor, row.organisation_id);
      if (allowed) reached.add(row.id);
    }
    return reached;
  };

/**
 * The records whose files the service can guard so far. A kind of record missing here has no rule for
 * its files yet, so nobody reaches them: its module adds its own when its attachments are built.
 */
const recordsReached: Partial<Record<AssetableType, RecordsReached>> = {
  person_profile: personProfilesReached,
  application: applicationsReached,
  assignment: assignmentsReached,
  outbound_logistics_plan: logisticsPlansReached,
  task_instance: taskInstancesReached,
  leave_request: leavesReached('leave_request'),
  travel_plan: leavesReached('travel_plan'),
  review: reviewsReached,
  education_plan: educationPlansReached,
  team: teamsReached,
  unit: unitsReached,
  requisition: opportunitiesReached('requisitions'),
  vision_strategy_paper: opportunitiesReached('vision_strategy_papers'),
};

/** The records of `records` the actor reaches for `access`, as `type:id` keys. */
export async function reachedRecords(
  db: Kysely<Database>,
  ctx: Pick<RequestContext, 'actor' | 'clock'>,
  records: readonly AttachedRecord[],
  access: FileAccess,
): Promise<Set<string>> {
  const reached = new Set<string>();
  const idsByType = new Map<AssetableType, number[]>();
  for (const record of records) {
    idsByType.set(record.type, [...(idsByType.get(record.type) ?? []), record.id]);
  }
  for (const [type, ids] of idsByType) {
    const reach = recordsReached[type];
    if (!reach) continue;
    for (const id of await reach(db, ctx, [...new Set(ids)], access)) {
      reached.add(recordKey({ type, id }));
    }
  }
  return reached;
}

export const recordKey = (record: AttachedRecord) => `${record.type}:${record.id}`;

/**
 * Whether the actor reaches a file: through one of the records it belongs to (only `through`, when the
 * caller names one), or, for a file not yet attached to anything, as its uploader.
 */
export function reachesFile(
  file: { uploadedBy: number | null; records: readonly AttachedRecord[] },
  reached: ReadonlySet<string>,
  actor: Actor,
  through: AttachedRecord | undefined,
): boolean {
  if (through) {
    return (
      file.records.some((record) => recordKey(record) === recordKey(through)) &&
      reached.has(recordKey(through))
    );
  }
  if (file.records.length === 0) {
    return file.uploadedBy !== null && file.uploadedBy === actor.userId;
  }
  return file.records.some((record) => reached.has(recordKey(record)));
}
