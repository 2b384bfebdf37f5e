import { ageOn, removedPersonNames } from '@mobilise/contract';
import { type Kysely, sql } from 'kysely';
import { jsonb } from '../../db/json.ts';
import type { Database } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import { auditRowsAbout, auditSubjectsOf, type PersonRecordIds } from './records.ts';

type Db = Kysely<Database>;

/** 409: an assignment under way or planned still needs the person; nothing was written. */
export class PersonHasAssignmentError extends HttpError {
  override name = 'PersonHasAssignmentError';

  constructor() {
    super(
      409,
      'purge_has_assignment',
      'This person has an active or planned assignment: end or remove it before purging their data.',
    );
  }
}

/** 409: the person is the only adult of a family with children; nothing was written. */
export class OnlyAdultOfFamilyError extends HttpError {
  override name = 'OnlyAdultOfFamilyError';

  constructor() {
    super(
      409,
      'purge_only_adult',
      'This person is the only adult of a family with children: move the children to another adult first.',
    );
  }
}

/** 409: a purge cannot be repeated (or undone). */
export class AlreadyPurgedError extends HttpError {
  override name = 'AlreadyPurgedError';

  constructor() {
    super(409, 'already_purged', 'This person’s data has already been removed.');
  }
}

/** The e-mail address a purged person's account keeps: unique, undeliverable (RFC 2606), naming nobody. */
export const removedUserEmail = (userId: number) => `removed-user-${userId}@removed.invalid`;

/** `in` over ids that may be none (0 is never an id). */
const among = (ids: readonly number[]) => [0, ...ids];

/**
 * Refuses a purge while the organisation still needs the person: an assignment under way or planned,
 * or a family whose children they are the only adult of (a child is 19 or under, as the profile's
 * isChild counts).
 */
export async function refusePurge(db: Db, records: PersonRecordIds, today: string): Promise<void> {
  const assignment = await db
    .selectFrom('assignments')
    .select('id')
    .where('assignee_person_profile_id', '=', records.personId)
    .where('status', 'in', ['ACTIVE', 'PLANNED'])
    .where('is_abandoned', '=', false)
    .executeTakeFirst();
  if (assignment) {
    throw new PersonHasAssignmentError();
  }
  if (records.familyId === null) {
    return;
  }
  const members = await db
    .selectFrom('person_profiles')
    .select(['id', 'date_of_birth'])
    .where('family_id', '=', records.familyId)
    .execute();
  const isChild = (member: { date_of_birth: string | null }) =>
    member.date_of_birth !== null && ageOn(member.date_of_birth, today) <= 19;
  const others = members.filter((member) => Number(member.id) !== records.personId);
  const self = members.find((member) => Number(member.id) === records.personId);
  if (self && !isChild(self) && others.some(isChild) && !others.some((member) => !isChild(member))) {
    throw new OnlyAdultOfFamilyError();
  }
}

/** The texts that identify the person, read before they are removed, lowercased. */
async function identifiersOf(db: Db, records: PersonRecordIds) {
  const profile = await db
    .selectFrom('person_profiles')
    .select([
      'first_name',
      'last_name',
      'middle_names',
      'known_as',
      'former_last_name',
      'aim_positional_email',
      'aim_personal_email',
      'aim_alternative_email',
      'phone_number',
    ])
    .where('id', '=', records.personId)
    .executeTakeFirstOrThrow();
  const phones = await db
    .selectFrom('person_profile_phone_numbers')
    .select('number')
    .where('person_profile_id', '=', records.personId)
    .execute();
  const user =
    records.userId === null
      ? undefined
      : await db.selectFrom('users').select('email').where('id', '=', records.userId).executeTakeFirst();
  const clean = (values: (string | null | undefined)[]) => [
    ...new Set(values.map((value) => value?.trim().toLowerCase() ?? '').filter((value) => value.length >= 3)),
  ];
  const emails = clean([
    profile.aim_positional_email,
    profile.aim_personal_email,
    profile.aim_alternative_email,
    user?.email,
  ]);
  const phoneNumbers = clean([profile.phone_number, ...phones.map((phone) => phone.number)]);
  const fullNames = clean([
    `${profile.first_name} ${profile.last_name}`,
    `${profile.last_name}, ${profile.first_name}`,
    profile.known_as ? `${profile.known_as} ${profile.last_name}` : null,
  ]);
  const nameParts = clean([
    profile.first_name,
    profile.last_name,
    profile.middle_names,
    profile.known_as,
    profile.former_last_name,
  ]);
  return {
    emails,
    /** What names them wherever it is found: no one else has their e-mail, phone or full name. */
    strong: [...emails, ...phoneNumbers, ...fullNames],
    /** With the names alone, which only the records about them are searched for. */
    all: [...emails, ...phoneNumbers, ...fullNames, ...nameParts],
  };
}

/** A JSON value with every string that holds one of `needles` (lowercase) replaced by "[removed]". */
function scrubbed(value: unknown, needles: readonly string[]): unknown {
  if (typeof value === 'string') {
    const lower = value.toLowerCase();
    return needles.some((needle) => lower.includes(needle)) ? '[removed]' : value;
  }
  if (Array.isArray(value)) {
    return value.map((item) => scrubbed(item, needles));
  }
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, scrubbed(item, needles)]));
  }
  return value;
}

/** `lower(column::text) like '%needle%'` for any needle: the audit rows elsewhere that name them. */
const mentions = (column: 'before' | 'after', needles: readonly string[]) =>
  needles.map((needle) => sql<boolean>`position(${needle} in lower(cast(${sql.ref(column)} as text))) > 0`);

/**
 * Removes the person's personal data inside `trx` and answers the storage keys of their files, whose
 * bytes the caller deletes once the transaction has committed (a rollback then loses no file). What is
 * kept and what goes is docs/personal-data.md.
 */
export async function purgePersonData(trx: Db, records: PersonRecordIds, now: Date): Promise<string[]> {
  const { personId, userId } = records;
  const identifiers = await identifiersOf(trx, records);

  // The audit first, while the rows about them can still be told by what they name.
  await scrubAudit(trx, records, identifiers);

  // Their files: rows now, bytes after the commit.
  const files = await trx
    .selectFrom('assets')
    .select('storage_key')
    .where('id', 'in', among(records.assetIds))
    .execute();
  await trx
    .updateTable('person_profiles')
    .set({ avatar_id: null, current_address_id: null })
    .where('id', '=', personId)
    .execute();
  await trx.deleteFrom('asset_attachments').where('asset_id', 'in', among(records.assetIds)).execute();
  await trx.deleteFrom('assignment_mou_documents').where('asset_id', 'in', among(records.assetIds)).execute();
  await trx.deleteFrom('assets').where('id', 'in', among(records.assetIds)).execute();

  // The profile's own rows.
  for (const table of [
    'person_profile_addresses',
    'person_profile_phone_numbers',
    'person_profile_nationalities',
    'person_profile_languages',
    'person_profile_mobilising_organisations',
    'security_group_members',
    'team_members',
    'calendar_feed_secrets',
  ] as const) {
    await trx.deleteFrom(table).where('person_profile_id', '=', personId).execute();
  }
  await trx.deleteFrom('invitations').where('person_profile_id', '=', personId).execute();
  if (identifiers.emails.length > 0) {
    await trx.deleteFrom('invitations').where(sql`lower(email)`, 'in', identifiers.emails).execute();
    await trx.deleteFrom('mail_outbox').where(sql`lower(to_address)`, 'in', identifiers.emails).execute();
  }
  if (identifiers.strong.length > 0) {
    // Mails to others about them (a decision, an invitation) are a queue's copies, not history.
    await trx
      .deleteFrom('mail_outbox')
      .where((eb) =>
        eb.or(
          identifiers.strong.flatMap((needle) => [
            sql<boolean>`position(${needle} in lower(subject)) > 0`,
            sql<boolean>`position(${needle} in lower(body_text)) > 0`,
          ]),
        ),
      )
      .execute();
  }

  await trx
    .updateTable('person_profiles')
    .set({
      first_name: removedPersonNames(personId).firstName,
      last_name: removedPersonNames(personId).lastName,
      middle_names: null,
      known_as: null,
      salutation: null,
      former_last_name: null,
      suffix: null,
      family_id: null,
      aim_positional_email: null,
      aim_personal_email: null,
      aim_alternative_email: null,
      date_of_birth: null,
      special_needs: null,
      will_travel_on_assignment: null,
      phone_number: null,
      language: null,
      sex: null,
      retired_on: null,
      deceased_on: null,
      marital_status: null,
      spouse_name: null,
      date_of_marriage: null,
      permanent_residency: null,
      invited_on: null,
      purged_at: now,
      version: sql`version + 1`,
      updated_at: now,
    })
    .where('id', '=', personId)
    .execute();

  // A family left without members named nobody but them.
  if (records.familyId !== null) {
    await trx
      .deleteFrom('families')
      .where('id', '=', records.familyId)
      .where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom('person_profiles').select('id').where('family_id', '=', records.familyId))),
      )
      .execute();
  }

  // Their account: no sign-in, no session, no role, no address.
  if (userId !== null) {
    await trx
      .updateTable('users')
      .set({
        email: removedUserEmail(userId),
        password_hash: null,
        is_admin: false,
        disabled_at: now,
        updated_at: now,
      })
      .where('id', '=', userId)
      .execute();
    for (const table of [
      'sessions',
      'password_reset_tokens',
      'office_staff',
      'education_consultants',
      'position_default_assignees',
      'position_assignments',
    ] as const) {
      await trx.deleteFrom(table).where('user_id', '=', userId).execute();
    }
  }

  // Their form answers and free texts; the records themselves, their dates and organisations stay.
  await trx
    .updateTable('task_instances')
    .set({ answers: null, note: null })
    .where('id', 'in', among(records.taskInstanceIds))
    .execute();
  await trx
    .updateTable('review_form_submissions')
    .set({ payload: null, edit_link: null, view_link: null })
    .where('id', 'in', among(records.reviewFormSubmissionIds))
    .execute();
  await trx
    .updateTable('reviews')
    .set({ actions_and_recommendations: null, form_options: null })
    .where('id', 'in', among(records.reviewIds))
    .execute();
  await trx
    .updateTable('outbound_logistics_plans')
    .set({ notes: null })
    .where('id', 'in', among(records.outboundLogisticsPlanIds))
    .execute();
  await trx
    .updateTable('assignments')
    .set({ offer_notes: null })
    .where('id', 'in', among(records.assignmentIds))
    .execute();
  await trx
    .updateTable('applications')
    .set({ about: null, status_note: null })
    .where('id', 'in', among(records.applicationIds))
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('application_applicants')
            .select('person_profile_id')
            .whereRef('application_applicants.application_id', '=', 'applications.id')
            .where('person_profile_id', '!=', personId),
        ),
      ),
    )
    .execute();
  const leaveOrTravelTexts = {
    destination: null,
    destination_address: null,
    phone_numbers: null,
    notes: null,
    multiple_type_notes: null,
    updated_reason: null,
    decision_reason: null,
  };
  await trx
    .updateTable('leave_requests')
    .set(leaveOrTravelTexts)
    .where('person_profile_id', '=', personId)
    .execute();
  await trx
    .updateTable('travel_plans')
    .set({ ...leaveOrTravelTexts, purpose_of_travel: null, has_not_notified_on_site_leadership_reason: null })
    .where('person_profile_id', '=', personId)
    .execute();
  await trx
    .updateTable('education_plans')
    .set({ school_name: null, testing_information: null, decision_note: null })
    .where('person_profile_id', '=', personId)
    .execute();

  return files.map((file) => file.storage_key);
}

/**
 * The personal values inside audit rows: the rows of their profile, account and addresses lose their
 * values entirely; the rows of their other records, and any row elsewhere naming their e-mail, phone or
 * full name, keep their shape with each naming value replaced by "[removed]".
 */
async function scrubAudit(
  trx: Db,
  records: PersonRecordIds,
  identifiers: { strong: string[]; all: string[] },
): Promise<void> {
  const about = await auditRowsAbout(trx, records);
  const wholly = new Set(
    auditSubjectsOf(records)
      .filter(([entity]) => entity === 'person_profile' || entity === 'user' || entity === 'address')
      .flatMap(([entity, ids]) => ids.map((id) => `${entity}:${id}`)),
  );
  const elsewhere =
    identifiers.strong.length === 0
      ? []
      : await trx
          .selectFrom('audit_log')
          .selectAll()
          .where((eb) =>
            eb.or([...mentions('before', identifiers.strong), ...mentions('after', identifiers.strong)]),
          )
          .execute();
  const aboutIds = new Set(about.map((row) => Number(row.id)));
  const rows = [
    ...about.map((row) => ({ row, needles: identifiers.all })),
    ...elsewhere
      .filter((row) => !aboutIds.has(Number(row.id)))
      .map((row) => ({ row, needles: identifiers.strong })),
  ];
  for (const { row, needles } of rows) {
    const whole = wholly.has(`${row.entity}:${row.entity_id}`);
    await trx
      .updateTable('audit_log')
      .set({
        before: whole || row.before === null ? null : jsonb(scrubbed(row.before, needles)),
        after: whole || row.after === null ? null : jsonb(scrubbed(row.after, needles)),
      })
      .where('id', '=', row.id)
      .execute();
  }
}
