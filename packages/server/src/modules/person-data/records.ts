import type { AssetableType } from '@mobilise/contract';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database>;

/**
 * The ids of everything held about one person: their own rows and the records of which they are the
 * subject. The export reads these and the purge clears them, so both always cover the same records.
 */
export interface PersonRecordIds {
  personId: number;
  userId: number | null;
  familyId: number | null;
  addressIds: number[];
  membershipIds: number[];
  /** Applications they apply in or were invited to. */
  applicationIds: number[];
  /** Assignments they are the assignee of. */
  assignmentIds: number[];
  /** Leave requests and travel plans they made, are a subject of, or travel on with their family. */
  leaveRequestIds: number[];
  travelPlanIds: number[];
  /** The reviews of their assignments. */
  reviewIds: number[];
  educationPlanIds: number[];
  /** The tasks of their applications' and assignments' workflows. */
  taskInstanceIds: number[];
  outboundLogisticsPlanIds: number[];
  reviewFormSubmissionIds: number[];
  /** Every stored file of the records above, their avatar and their assignments' MOU documents. */
  assetIds: number[];
}

const ids = (rows: { id: number }[]) => rows.map((row) => Number(row.id));

/** The person's record ids, or undefined when no such person exists. */
export async function personRecordIds(db: Db, personId: number): Promise<PersonRecordIds | undefined> {
  const person = await db
    .selectFrom('person_profiles')
    .select(['id', 'user_id', 'family_id', 'avatar_id'])
    .where('id', '=', personId)
    .executeTakeFirst();
  if (!person) {
    return undefined;
  }
  const [addressIds, membershipIds, applicationIds, assignmentIds, leaveRequestIds, travelPlanIds, plans] =
    await Promise.all([
      db
        .selectFrom('person_profile_addresses')
        .select('id')
        .where('person_profile_id', '=', personId)
        .execute(),
      db.selectFrom('memberships').select('id').where('person_profile_id', '=', personId).execute(),
      db
        .selectFrom('applications')
        .select('id')
        .where((eb) =>
          eb.or([
            eb(
              'id',
              'in',
              eb
                .selectFrom('application_applicants')
                .select('application_id')
                .where('person_profile_id', '=', personId),
            ),
            eb(
              'id',
              'in',
              eb
                .selectFrom('application_invited_applicants')
                .select('application_id')
                .where('person_profile_id', '=', personId),
            ),
          ]),
        )
        .execute(),
      db.selectFrom('assignments').select('id').where('assignee_person_profile_id', '=', personId).execute(),
      db
        .selectFrom('leave_requests')
        .select('id')
        .where((eb) =>
          eb.or([
            eb('person_profile_id', '=', personId),
            eb(
              'id',
              'in',
              eb
                .selectFrom('leave_request_subjects')
                .select('leave_request_id')
                .where('person_profile_id', '=', personId),
            ),
            eb(
              'id',
              'in',
              eb
                .selectFrom('leave_request_travelling_family_members')
                .select('leave_request_id')
                .where('person_profile_id', '=', personId),
            ),
          ]),
        )
        .execute(),
      db
        .selectFrom('travel_plans')
        .select('id')
        .where((eb) =>
          eb.or([
            eb('person_profile_id', '=', personId),
            eb(
              'id',
              'in',
              eb
                .selectFrom('travel_plan_subjects')
                .select('travel_plan_id')
                .where('person_profile_id', '=', personId),
            ),
            eb(
              'id',
              'in',
              eb
                .selectFrom('travel_plan_travelling_family_members')
                .select('travel_plan_id')
                .where('person_profile_id', '=', personId),
            ),
          ]),
        )
        .execute(),
      db.selectFrom('education_plans').select('id').where('person_profile_id', '=', personId).execute(),
    ]);
  const assignments = ids(assignmentIds);
  const applications = ids(applicationIds);
  const [reviews, tasks, logistics] = await Promise.all([
    assignments.length === 0
      ? []
      : db.selectFrom('reviews').select('id').where('assignment_id', 'in', assignments).execute(),
    db
      .selectFrom('task_instances')
      .select('id')
      .where((eb) =>
        eb.or([
          eb.and([eb('subject_type', '=', 'APPLICATION'), eb('subject_id', 'in', [0, ...applications])]),
          eb.and([eb('subject_type', '=', 'ASSIGNMENT'), eb('subject_id', 'in', [0, ...assignments])]),
        ]),
      )
      .execute(),
    assignments.length === 0
      ? []
      : db
          .selectFrom('outbound_logistics_plans')
          .select('id')
          .where('assignment_id', 'in', assignments)
          .execute(),
  ]);
  const reviewIds = ids(reviews);
  const taskInstanceIds = ids(tasks);
  const submissions = await db
    .selectFrom('review_form_submissions')
    .select('id')
    .where((eb) =>
      eb.or([
        eb('review_id', 'in', [0, ...reviewIds]),
        eb('task_instance_id', 'in', [0, ...taskInstanceIds]),
      ]),
    )
    .execute();
  const records: Omit<PersonRecordIds, 'assetIds'> = {
    personId,
    userId: person.user_id === null ? null : Number(person.user_id),
    familyId: person.family_id === null ? null : Number(person.family_id),
    addressIds: ids(addressIds),
    membershipIds: ids(membershipIds),
    applicationIds: applications,
    assignmentIds: assignments,
    leaveRequestIds: ids(leaveRequestIds),
    travelPlanIds: ids(travelPlanIds),
    reviewIds,
    educationPlanIds: ids(plans),
    taskInstanceIds,
    outboundLogisticsPlanIds: ids(logistics),
    reviewFormSubmissionIds: ids(submissions),
  };
  const attachedTo: [AssetableType, number[]][] = [
    ['person_profile', [personId]],
    ['application', records.applicationIds],
    ['assignment', records.assignmentIds],
    ['leave_request', records.leaveRequestIds],
    ['travel_plan', records.travelPlanIds],
    ['review', records.reviewIds],
    ['education_plan', records.educationPlanIds],
    ['task_instance', records.taskInstanceIds],
    ['outbound_logistics_plan', records.outboundLogisticsPlanIds],
    ['review_form_submission', records.reviewFormSubmissionIds],
  ];
  const attached = await db
    .selectFrom('asset_attachments')
    .select('asset_id as id')
    .where((eb) =>
      eb.or(
        attachedTo.map(([type, recordIds]) =>
          eb.and([eb('assetable_type', '=', type), eb('assetable_id', 'in', [0, ...recordIds])]),
        ),
      ),
    )
    .union(
      db
        .selectFrom('assignment_mou_documents')
        .select('asset_id as id')
        .where('assignment_id', 'in', [0, ...records.assignmentIds]),
    )
    .execute();
  const assetIds = new Set(ids(attached));
  if (person.avatar_id !== null) {
    assetIds.add(Number(person.avatar_id));
  }
  return { ...records, assetIds: [...assetIds].sort((a, b) => a - b) };
}

/**
 * The audit entities of a person's records, with their ids: the rows of audit_log "about them" are
 * those naming one of these.
 */
export function auditSubjectsOf(records: PersonRecordIds): [entity: string, ids: number[]][] {
  return [
    ['person_profile', [records.personId]],
    ['user', records.userId === null ? [] : [records.userId]],
    ['address', records.addressIds],
    ['membership', records.membershipIds],
    ['application', records.applicationIds],
    ['assignment', records.assignmentIds],
    ['leave_request', records.leaveRequestIds],
    ['travel_plan', records.travelPlanIds],
    ['review', records.reviewIds],
    ['education_plan', records.educationPlanIds],
    ['task_instance', records.taskInstanceIds],
  ];
}

/** The audit rows about the person: those of their records, oldest first. */
export function auditRowsAbout(db: Db, records: PersonRecordIds) {
  return db
    .selectFrom('audit_log')
    .selectAll()
    .where((eb) =>
      eb.or(
        auditSubjectsOf(records)
          .filter(([, recordIds]) => recordIds.length > 0)
          .map(([entity, recordIds]) =>
            eb.and([eb('entity', '=', entity), eb('entity_id', 'in', recordIds.map(String))]),
          ),
      ),
    )
    .orderBy('id')
    .execute();
}

/** `column = any(ids)`: a list that may be empty. */
export const anyOf = (ids: readonly number[]) => sql<number>`any(${[...ids]}::bigint[])`;
