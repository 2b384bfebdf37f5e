import { buffer } from 'node:stream/consumers';
import type { PersonDataRecordType } from '@mobilise/contract';
import { strToU8, type Zippable, zipSync } from 'fflate';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { cleanFileName } from '../assets/file-names.ts';
import type { FileStore } from '../assets/file-store.ts';
import { auditRowsAbout, type PersonRecordIds } from './records.ts';

type Db = Kysely<Database>;

/** Columns kept for the database's own use (search and sort keys): nothing a reader needs. */
const internalColumns = new Set([
  'search_text',
  'last_name_key',
  'first_name_key',
  'mobilising_organisation_ids',
]);

const withoutInternal = <Row extends object>(row: Row) =>
  Object.fromEntries(Object.entries(row).filter(([column]) => !internalColumns.has(column)));

/** `in` over ids that may be none (0 is never an id). */
const among = (ids: readonly number[]) => [0, ...ids];

/** One JSON document per kind of record, as the ZIP holds them. */
export type PersonDataDocuments = Record<PersonDataRecordType, unknown>;

/** Reads everything the database holds about the person, one document per kind of record. */
export async function personDataDocuments(db: Db, records: PersonRecordIds): Promise<PersonDataDocuments> {
  const { personId } = records;
  const [
    profile,
    nationalities,
    phoneNumbers,
    languages,
    organisations,
    securityGroups,
    account,
    addresses,
    family,
    familyMembers,
    memberships,
    applications,
    appointments,
    tasks,
    assignments,
    itineraries,
    logistics,
    leaveRequests,
    leaveTypes,
    travelPlans,
    travelTypes,
    reviews,
    submissions,
    educationPlans,
    files,
    audit,
  ] = await Promise.all([
    db.selectFrom('person_profiles').selectAll().where('id', '=', personId).executeTakeFirstOrThrow(),
    db
      .selectFrom('person_profile_nationalities')
      .select(['country', 'position'])
      .where('person_profile_id', '=', personId)
      .orderBy('position')
      .execute(),
    db
      .selectFrom('person_profile_phone_numbers')
      .select(['id', 'label', 'number', 'created_at', 'updated_at'])
      .where('person_profile_id', '=', personId)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('person_profile_languages')
      .select(['language', 'proficiency'])
      .where('person_profile_id', '=', personId)
      .execute(),
    db
      .selectFrom('person_profile_mobilising_organisations as m')
      .innerJoin('organisations as o', 'o.id', 'm.organisation_id')
      .select(['o.id', 'o.name', 'o.code', 'm.position'])
      .where('m.person_profile_id', '=', personId)
      .orderBy('m.position')
      .execute(),
    db
      .selectFrom('security_group_members as m')
      .innerJoin('security_groups as g', 'g.id', 'm.security_group_id')
      .select(['m.organisation_id', 'g.role', 'g.label'])
      .where('m.person_profile_id', '=', personId)
      .execute(),
    records.userId === null
      ? undefined
      : db
          .selectFrom('users')
          // Never the password's hash: it is no data about the person, and a download must not carry it.
          .select([
            'id',
            'email',
            'is_admin',
            'language',
            'disabled_at',
            'onboarding_completed_at',
            'created_at',
            'updated_at',
          ])
          .where('id', '=', records.userId)
          .executeTakeFirst(),
    db
      .selectFrom('person_profile_addresses')
      .selectAll()
      .where('id', 'in', among(records.addressIds))
      .orderBy('id')
      .execute(),
    records.familyId === null
      ? undefined
      : db.selectFrom('families').selectAll().where('id', '=', records.familyId).executeTakeFirst(),
    records.familyId === null
      ? []
      : db
          .selectFrom('person_profiles')
          .select(['id', 'first_name', 'last_name', 'date_of_birth'])
          .where('family_id', '=', records.familyId)
          .where('id', '!=', personId)
          .orderBy('id')
          .execute(),
    db
      .selectFrom('memberships')
      .selectAll()
      .where('id', 'in', among(records.membershipIds))
      .orderBy('id')
      .execute(),
    db
      .selectFrom('applications')
      .selectAll()
      .where('id', 'in', among(records.applicationIds))
      .orderBy('id')
      .execute(),
    db.selectFrom('appointments').selectAll().where('appointee_id', '=', personId).orderBy('id').execute(),
    db
      .selectFrom('task_instances as t')
      .innerJoin('workflow_template_tasks as w', 'w.id', 't.task_id')
      .select([
        't.id',
        't.subject_type',
        't.subject_id',
        'w.title',
        'w.form_name',
        't.status',
        't.due_date',
        't.answers',
        't.decision',
        't.note',
        't.completed_at',
        't.created_at',
        't.updated_at',
      ])
      .where('t.id', 'in', among(records.taskInstanceIds))
      .orderBy('t.id')
      .execute(),
    db
      .selectFrom('assignments')
      .selectAll()
      .where('id', 'in', among(records.assignmentIds))
      .orderBy('id')
      .execute(),
    db
      .selectFrom('itinerary_items')
      .selectAll()
      .where('assignment_id', 'in', among(records.assignmentIds))
      .orderBy('id')
      .execute(),
    db
      .selectFrom('outbound_logistics_plans')
      .selectAll()
      .where('id', 'in', among(records.outboundLogisticsPlanIds))
      .orderBy('id')
      .execute(),
    db
      .selectFrom('leave_requests')
      .selectAll()
      .where('id', 'in', among(records.leaveRequestIds))
      .orderBy('id')
      .execute(),
    db
      .selectFrom('leave_request_types')
      .selectAll()
      .where('leave_request_id', 'in', among(records.leaveRequestIds))
      .execute(),
    db
      .selectFrom('travel_plans')
      .selectAll()
      .where('id', 'in', among(records.travelPlanIds))
      .orderBy('id')
      .execute(),
    db
      .selectFrom('travel_plan_types')
      .selectAll()
      .where('travel_plan_id', 'in', among(records.travelPlanIds))
      .execute(),
    db.selectFrom('reviews').selectAll().where('id', 'in', among(records.reviewIds)).orderBy('id').execute(),
    db
      .selectFrom('review_form_submissions')
      .selectAll()
      .where('id', 'in', among(records.reviewFormSubmissionIds))
      .orderBy('id')
      .execute(),
    db
      .selectFrom('education_plans')
      .selectAll()
      .where('id', 'in', among(records.educationPlanIds))
      .orderBy('id')
      .execute(),
    db
      .selectFrom('assets')
      .select(['id', 'filename', 'title', 'file_size', 'content_type', 'storage_key', 'created_at'])
      .where('id', 'in', among(records.assetIds))
      .orderBy('id')
      .execute(),
    auditRowsAbout(db, records),
  ]);
  return {
    profile: {
      ...withoutInternal(profile),
      nationalities,
      phone_numbers: phoneNumbers,
      languages,
      mobilising_organisations: organisations,
      security_groups: securityGroups,
    },
    account: account ?? null,
    addresses,
    family: family ? { ...family, other_members: familyMembers } : null,
    memberships,
    applications: { applications, appointments },
    'task-answers': tasks,
    assignments: { assignments, itinerary_items: itineraries, outbound_logistics_plans: logistics },
    'leave-requests': leaveRequests.map((leave) => ({
      ...leave,
      types: leaveTypes.filter((type) => Number(type.leave_request_id) === Number(leave.id)),
    })),
    'travel-plans': travelPlans.map((plan) => ({
      ...plan,
      types: travelTypes.filter((type) => Number(type.travel_plan_id) === Number(plan.id)),
    })),
    reviews: { reviews, form_submissions: submissions },
    'education-plans': educationPlans,
    files: files.map(({ storage_key: _key, ...file }) => ({ ...file, path: filePathOf(file) })),
    audit,
  };
}

/** Where a file sits in the ZIP: under files/, its id first, so that two files of one name both fit. */
function filePathOf(file: { id: number; filename: string }) {
  return `files/${file.id}-${cleanFileName(file.filename)}`;
}

/**
 * The ZIP: one readable JSON file per kind of record (data/<kind>.json), a README saying what it is,
 * and the person's stored files under files/.
 */
export async function personDataZip(
  db: Db,
  store: FileStore,
  records: PersonRecordIds,
  exportedAt: Date,
): Promise<Uint8Array> {
  const documents = await personDataDocuments(db, records);
  const entries: Zippable = {
    'README.txt': strToU8(
      `Everything Mobilise holds about person #${records.personId}, exported ${exportedAt.toISOString()}.\n` +
        'data/ holds one JSON file per kind of record; files/ holds their stored files.\n',
    ),
  };
  for (const [kind, document] of Object.entries(documents)) {
    entries[`data/${kind}.json`] = strToU8(`${JSON.stringify(document, null, 2)}\n`);
  }
  const files = await db
    .selectFrom('assets')
    .select(['id', 'filename', 'storage_key'])
    .where('id', 'in', among(records.assetIds))
    .execute();
  for (const file of files) {
    // Already-compressed formats gain nothing from deflating again: stored as they are.
    entries[filePathOf({ id: Number(file.id), filename: file.filename })] = [
      new Uint8Array(await buffer(await store.read(file.storage_key))),
      { level: 0 },
    ];
  }
  return zipSync(entries, { level: 6 });
}
