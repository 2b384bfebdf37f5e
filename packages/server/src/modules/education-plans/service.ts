import type {
  AnswerValue,
  CreatedResponse,
  CreateEducationPlanBody,
  EducationDashboard,
  EducationDashboardQuery,
  EducationPlanAction,
  EducationPlanApproveBody,
  EducationPlanChangeBody,
  EducationPlanListQuery,
  EducationPlanRecord,
  EducationPlanRejectBody,
  EducationPlanRequirement,
  EducationPlanRequirementBody,
  FormTemplate,
  Paged,
  RecordForm,
  TestingInformation,
  UpdateEducationPlanBody,
} from '@mobilise/contract';
import {
  educationPlanExpiringWithinDays,
  educationPlanStatuses,
  type FeatureFlags,
} from '@mobilise/contract';
import type { Kysely } from 'kysely';
import { writeAudit } from '../../audit/audit-log.ts';
import { changedValues, versionedUpdate } from '../../audit/versioned-update.ts';
import { addDays } from '../../dates.ts';
import type { Database } from '../../db/schema.ts';
import {
  CapabilityNotHeldError,
  NotFoundError,
  RequestValidationError,
  TransitionNotAllowedError,
} from '../../http/errors.ts';
import { refuseEmptyIdLists } from '../../http/non-empty-id-lists.ts';
import { offsetOf, pagedOf, pageRequestOf } from '../../http/paged.ts';
import { customIssue } from '../../i18n/zod-issues.ts';
import { enqueueTranslatedMail } from '../../mail/outbox.ts';
import type { Actor } from '../../policies/actor.ts';
import {
  academicYearOf,
  educationPlanStepFrom,
  educationPlanUserCan,
  holdsRightFor,
  isExpired,
  reachesEducationPlan,
  type ScopedEducationPlan,
  speaksForChild,
} from '../../policies/education-plan-policy.ts';
import { educationPlanOrganisations } from '../../policies/person-profile-scope.ts';
import type { RequestContext } from '../../request-context.ts';
import { today } from '../assignments/service.ts';
import { withAnswers } from '../forms/template.ts';
import { pageMetadata } from '../system-settings/service.ts';
import { educationPlanTemplate } from './forms.ts';
import type { EducationPlanColumns, EducationPlanRow } from './repository.ts';
import * as repository from './repository.ts';

export interface EducationPlanServiceDependencies {
  db: Kysely<Database>;
  /** Where the app is reached, for the links in mails. */
  publicUrl: string;
  /** Tells the outbox sender that mail is waiting. */
  mailQueued: () => void;
}

/** A page of the plans index when the query names no `per_page`. */
export const defaultPerPage = 25;

type Answers = Omit<UpdateEducationPlanBody, 'version'>;

/** The answers written straight into a column, by the column. */
const columnOfAnswer = {
  academicYear: 'academic_year',
  schoolingChoice: 'schooling_choice',
  schoolName: 'school_name',
  requiresAnnualTestingInformation: 'requires_annual_testing_information',
  annualTestingInformationRequiredFrom: 'annual_testing_information_required_from',
  lastReviewedOn: 'last_reviewed_on',
  expiresOn: 'expires_on',
} as const satisfies Partial<Record<keyof Answers, keyof EducationPlanColumns>>;

/**
 * The rounds of testing of a plan: the form stores them as JSON; a plan imported from the previous
 * system may hold plain text, which stands as one round on its latest day of test (none without one).
 */
function testingInformationOf(
  row: Pick<EducationPlanRow, 'testing_information' | 'latest_testing_information_date_of_test'>,
): TestingInformation[] {
  const text = row.testing_information;
  if (text === null || text === '') {
    return [];
  }
  try {
    return JSON.parse(text) as TestingInformation[];
  } catch {
    const day = row.latest_testing_information_date_of_test;
    return day ? [{ dateOfTest: day, notes: text, attachments: [] }] : [];
  }
}

/** The stored answers of a plan, as the create and update bodies name them. */
function storedAnswersOf(row: EducationPlanRow): Required<Answers> {
  return {
    academicYear: row.academic_year,
    schoolingChoice: row.schooling_choice,
    schoolName: row.school_name,
    requiresAnnualTestingInformation: row.requires_annual_testing_information,
    annualTestingInformationRequiredFrom: row.annual_testing_information_required_from,
    testingInformation: testingInformationOf(row),
    lastReviewedOn: row.last_reviewed_on,
    expiresOn: row.expires_on,
  };
}

/** What the education-plan policy looks at of a plan. */
export function scopedOf(row: EducationPlanRow): ScopedEducationPlan {
  return {
    personProfileId: row.person_profile_id,
    familyId: row.family_id,
    mobilisedBy: row.organisations.map((organisation) => organisation.id),
    status: row.status,
  };
}

const nameOf = (person: EducationPlanRow['person']) =>
  `${person.known_as || person.first_name} ${person.last_name}`.trim();

function present(row: EducationPlanRow, actor: Actor, day: string): EducationPlanRecord {
  return {
    id: row.id,
    version: row.version,
    status: row.status,
    personProfileId: row.person_profile_id,
    familyName: row.family_name,
    academicYear: row.academic_year,
    schoolingChoice: row.schooling_choice,
    schoolName: row.school_name,
    attachments: row.attachments,
    requiresAnnualTestingInformation: row.requires_annual_testing_information,
    annualTestingInformationRequiredFrom: row.annual_testing_information_required_from,
    testingInformation: testingInformationOf(row),
    latestTestingInformationDateOfTest: row.latest_testing_information_date_of_test,
    lastReviewedOn: row.last_reviewed_on,
    lastApprovedOn: row.last_approved_on,
    expiresOn: row.expires_on,
    updatedAt: new Date(row.updated_at).toISOString(),
    updatedBy: row.updated_by,
    person: { id: row.person.id, name: nameOf(row.person), avatarId: row.person.avatar_id },
    organisations: row.organisations,
    isExpired: isExpired(row.expires_on, day),
    decisionNote: row.decision_note,
    userCan: educationPlanUserCan(actor, scopedOf(row)),
  };
}

const fieldError = (field: string, key: Parameters<typeof customIssue>[1]) =>
  RequestValidationError.fromZodIssues([customIssue([field], key)], 'body');

/** A second plan of the child for the year, found by the check or by the unique index at once. */
const yearTaken = () => fieldError('academicYear', 'education_plan_year_taken');
const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';

/** The latest day of test of the rounds, kept beside them for the lists and the dashboard. */
const latestDayOf = (rounds: readonly TestingInformation[]) =>
  rounds.reduce<string | null>(
    (latest, round) => (latest === null || round.dateOfTest > latest ? round.dateOfTest : latest),
    null,
  );

/** The columns of the answers that change. */
function columnsOf(after: Record<string, unknown>): EducationPlanColumns {
  const columns: Record<string, unknown> = {};
  for (const [answer, column] of Object.entries(columnOfAnswer)) {
    if (Object.hasOwn(after, answer)) {
      columns[column] = after[answer] ?? null;
    }
  }
  if (Object.hasOwn(after, 'testingInformation')) {
    const rounds = (after.testingInformation ?? []) as TestingInformation[];
    columns.testing_information = rounds.length > 0 ? JSON.stringify(rounds) : null;
    columns.latest_testing_information_date_of_test = latestDayOf(rounds);
  }
  return columns as EducationPlanColumns;
}

/** Whether education plans are on for the actor: the flag, which an admin passes (as the app's guard lets them). */
export const educationPlansOn = (actor: Actor, flags: FeatureFlags): boolean =>
  flags.education_plans || actor.isAdmin;

/**
 * Education plans: the index, one plan, the create and update of its answers, submit, approve, reject
 * and archive, and the education dashboard. All answer 404 while the education-plans flag is off (an
 * admin passes it, as the app's route guard lets them); a plan out of the caller's scope (Z4, Z11) is
 * a 404 like an unknown one, logged.
 */
export class EducationPlanService {
  constructor(private readonly deps: EducationPlanServiceDependencies) {}

  async #gate(actor: Actor) {
    if (!educationPlansOn(actor, (await pageMetadata(this.deps.db)).feature_flags)) {
      throw new NotFoundError();
    }
  }

  #outOfScope({ actor, log }: Pick<RequestContext, 'actor' | 'log'>, entity: string, id: number | null) {
    log.warn(
      { refusal: 'out_of_scope', entity, entityId: id, actorUserId: actor.userId },
      `${entity} out of the caller scope: answered 404`,
    );
    return new NotFoundError();
  }

  /** The plan, if the actor reaches it; else a 404, logged when it exists. */
  async #reachable(db: Kysely<Database>, ctx: RequestContext, id: number, lock = false) {
    const row = await repository.findEducationPlan(db, id, { lock });
    if (!row) {
      throw new NotFoundError();
    }
    if (!reachesEducationPlan(ctx.actor, scopedOf(row))) {
      throw this.#outOfScope(ctx, 'education_plan', id);
    }
    return row;
  }

  /** `GET api/education-plans/{id}`. */
  async get(ctx: RequestContext, id: number): Promise<EducationPlanRecord> {
    await this.#gate(ctx.actor);
    const row = await this.#reachable(this.deps.db, ctx, id);
    return present(row, ctx.actor, today(ctx.clock));
  }

  /** `GET api/education-plans`: a page of the plans the caller may see, filtered and sorted (R-CALL-018). */
  async list(
    ctx: RequestContext,
    query: EducationPlanListQuery,
    url: string,
  ): Promise<Paged<EducationPlanRecord>> {
    await this.#gate(ctx.actor);
    refuseEmptyIdLists(query, ['id', 'person_profile', 'organisation']);
    const { db } = this.deps;
    const day = today(ctx.clock);
    const page = pageRequestOf(query, defaultPerPage);
    const { ids, total } = await repository.listEducationPlanIds(
      db,
      ctx.actor,
      {
        ids: query.id,
        personProfileIds: query.person_profile,
        organisationIds: query.organisation,
        statuses: query.status,
        expired: query.expired,
        expiringBy:
          query.expiring_within_days === undefined ? undefined : addDays(day, query.expiring_within_days),
        today: day,
      },
      query.sort ?? 'expires',
      { limit: page.perPage, offset: offsetOf(page) },
    );
    const rows = await repository.findEducationPlans(db, ids);
    return pagedOf(
      rows.map((row) => present(row, ctx.actor, day)),
      total,
      page,
      url,
    );
  }

  /** The child a new plan is for, if the caller speaks for them (its family, office staff, an admin); else 404, logged. */
  async #childFor(ctx: RequestContext, childId: number | undefined) {
    const child = childId === undefined ? undefined : await repository.findChild(this.deps.db, childId);
    const scoped: ScopedEducationPlan | undefined = child && {
      personProfileId: child.id,
      familyId: child.familyId,
      mobilisedBy: child.mobilisedBy,
      status: 'DRAFT',
    };
    if (!child || !scoped || !speaksForChild(ctx.actor, scoped)) {
      throw this.#outOfScope(ctx, 'person_profile', childId ?? null);
    }
    return child;
  }

  /** `GET api/education-plans/form?person_profile=`: the blank form for the child. */
  async blankForm(ctx: RequestContext, childId: number | undefined): Promise<FormTemplate> {
    await this.#gate(ctx.actor);
    await this.#childFor(ctx, childId);
    return educationPlanTemplate(ctx.language, 'blank');
  }

  /**
   * `GET api/education-plans/{id}/form`: the form with the plan's answers and version, for who may edit
   * it (else 403) while it may be edited (a draft or rejected one; else 409).
   */
  async recordForm(ctx: RequestContext, id: number): Promise<RecordForm> {
    await this.#gate(ctx.actor);
    const row = await this.#reachable(this.deps.db, ctx, id);
    this.#refuseStep(ctx, row, 'update');
    this.#checkFrom(row, 'update');
    const answers: Record<string, AnswerValue | undefined> = storedAnswersOf(row);
    return {
      ...withAnswers(educationPlanTemplate(ctx.language, 'record'), (fieldName) => answers[fieldName]),
      version: row.version,
    };
  }

  /**
   * `POST api/education-plans?person_profile=`: a DRAFT plan of the child for an academic year (which
   * the first answers must name, else 422), by whoever speaks for the child (its family, office staff
   * of its organisations, an admin; else 404, logged). A second plan of the child for the year is a 422
   * on `academicYear`. The plan and one audit row are written in one transaction.
   */
  async create(
    ctx: RequestContext,
    childId: number,
    body: CreateEducationPlanBody,
  ): Promise<CreatedResponse> {
    const { db } = this.deps;
    const { actor, clock } = ctx;
    await this.#gate(actor);
    const child = await this.#childFor(ctx, childId);
    const academicYear = body.academicYear;
    if (!academicYear) {
      throw fieldError('academicYear', 'field_required');
    }
    const { after } = changedValues({}, body);
    try {
      return await db.transaction().execute(async (trx) => {
        if (await repository.hasPlanForYear(trx, childId, academicYear)) {
          throw yearTaken();
        }
        const now = clock.now();
        const id = await repository.insertEducationPlan(
          trx,
          { ...columnsOf(after), person_profile_id: childId, academic_year: academicYear },
          actor.userId,
          now,
        );
        await writeAudit(
          trx,
          {
            actorUserId: actor.userId,
            organisationId: child.mobilisedBy[0] ?? null,
            entity: 'education_plan',
            entityId: id,
            action: 'create',
            before: null,
            after: { personProfileId: childId, status: 'DRAFT', ...after, version: 1 },
          },
          now,
        );
        return { id };
      });
    } catch (error) {
      throw isUniqueViolation(error) ? yearTaken() : error;
    }
  }

  /** Refuses a step the actor holds no right to (403) or one the plan's status has not (409, Z8). */
  #refuseStep(ctx: RequestContext, row: EducationPlanRow, action: EducationPlanAction) {
    if (!holdsRightFor(ctx.actor, scopedOf(row), action)) {
      throw new CapabilityNotHeldError();
    }
  }

  #checkFrom(row: EducationPlanRow, action: EducationPlanAction) {
    if (!educationPlanStepFrom[action].includes(row.status)) {
      throw new TransitionNotAllowedError();
    }
  }

  /**
   * `PUT api/education-plans/{id}`: writes the answers sent that change something, if `version`, when
   * sent, is still the stored one (else 409 naming the current one). Only who speaks for the child
   * (else 403), and only while the plan is a draft or rejected (else 409).
   */
  async update(ctx: RequestContext, id: number, body: UpdateEducationPlanBody): Promise<EducationPlanRecord> {
    const { db } = this.deps;
    await this.#gate(ctx.actor);
    const { version, ...answers } = body;
    try {
      await versionedUpdate(db, ctx, {
        entity: 'education_plan',
        entityId: id,
        expectedVersion: version,
        lock: (trx) => this.#reachable(trx, ctx, id, true),
        refuse: (_trx, row) => this.#refuseStep(ctx, row, 'update'),
        change: async (trx, row) => {
          this.#checkFrom(row, 'update');
          const { before, after } = changedValues(storedAnswersOf(row), answers);
          if (Object.hasOwn(after, 'academicYear')) {
            if (!after.academicYear) {
              throw fieldError('academicYear', 'field_required');
            }
            if (await repository.hasPlanForYear(trx, row.person_profile_id, String(after.academicYear), id)) {
              throw yearTaken();
            }
          }
          return {
            before,
            after,
            organisationId: row.organisations[0]?.id ?? null,
            write: (now) => repository.updateEducationPlan(trx, id, columnsOf(after), ctx.actor.userId, now),
          };
        },
      });
    } catch (error) {
      throw isUniqueViolation(error) ? yearTaken() : error;
    }
    return this.get(ctx, id);
  }

  /**
   * `POST …/submit` and `…/archive`. Submit: who speaks for the child sends a draft or rejected plan for
   * a decision; it needs the schooling choice and the expiry date (else 422). Archive: who speaks for
   * the child or decides it puts away any plan not archived yet. Each from its statuses only (409, Z8).
   */
  async step(
    ctx: RequestContext,
    id: number,
    action: 'submit' | 'archive',
    body: EducationPlanChangeBody,
  ): Promise<EducationPlanRecord> {
    await this.#gate(ctx.actor);
    const status = action === 'submit' ? 'SUBMITTED' : 'ARCHIVED';
    await versionedUpdate(this.deps.db, ctx, {
      entity: 'education_plan',
      entityId: id,
      action,
      expectedVersion: body.version,
      lock: (trx) => this.#reachable(trx, ctx, id, true),
      refuse: (_trx, row) => this.#refuseStep(ctx, row, action),
      change: async (trx, row) => {
        this.#checkFrom(row, action);
        if (action === 'submit') {
          if (!row.schooling_choice) throw fieldError('schoolingChoice', 'field_required');
          if (!row.expires_on) throw fieldError('expiresOn', 'field_required');
        }
        return {
          before: { status: row.status },
          after: { status },
          organisationId: row.organisations[0]?.id ?? null,
          write: (now) => repository.updateEducationPlan(trx, id, { status }, ctx.actor.userId, now),
        };
      },
    });
    return this.get(ctx, id);
  }

  /**
   * `POST …/approve` and `…/reject`: an education consultant of the child's organisations (the
   * international office's of any, or an admin; never one of the child's family: 403) decides a
   * submitted plan (else 409, Z8), with a note (required to reject). Approving stamps the plan reviewed
   * and approved today; rejecting, reviewed. The decision, its audit row and the mail to the family are
   * written in one transaction, so two decisions at once leave one of each (C3).
   */
  async decide(
    ctx: RequestContext,
    id: number,
    decision: { approve: EducationPlanApproveBody } | { reject: EducationPlanRejectBody },
  ): Promise<EducationPlanRecord> {
    const { actor, clock } = ctx;
    await this.#gate(actor);
    const approving = 'approve' in decision;
    const body = 'approve' in decision ? decision.approve : decision.reject;
    const note = body.note || null;
    const action = approving ? 'approve' : 'reject';
    await versionedUpdate(this.deps.db, ctx, {
      entity: 'education_plan',
      entityId: id,
      action,
      expectedVersion: body.version,
      lock: (trx) => this.#reachable(trx, ctx, id, true),
      refuse: (_trx, row) => this.#refuseStep(ctx, row, action),
      change: async (trx, row) => {
        this.#checkFrom(row, action);
        const day = today(clock);
        const status = approving ? 'APPROVED' : 'REJECTED';
        const columns: EducationPlanColumns = {
          status,
          decision_note: note,
          last_reviewed_on: day,
          ...(approving && { last_approved_on: day }),
        };
        return {
          before: { status: row.status, decisionNote: row.decision_note },
          after: { status, decisionNote: note },
          organisationId: row.organisations[0]?.id ?? null,
          write: async (now) => {
            const version = await repository.updateEducationPlan(
              trx,
              id,
              { ...columns, decided_by: actor.userId, decided_at: now },
              actor.userId,
              now,
            );
            await this.#mailFamily(trx, row, status, note, now);
            return version;
          },
        };
      },
    });
    this.deps.mailQueued();
    return this.get(ctx, id);
  }

  /** Tells the child's family (those with an account) of the decision, through the outbox. */
  async #mailFamily(
    trx: Kysely<Database>,
    row: EducationPlanRow,
    status: 'APPROVED' | 'REJECTED',
    note: string | null,
    now: Date,
  ) {
    const name = nameOf(row.person);
    const link = `${this.deps.publicUrl}/education-plans/${row.id}`;
    for (const to of await repository.familyEmails(trx, row.person_profile_id)) {
      await enqueueTranslatedMail(
        trx,
        to,
        (t) => {
          const params = { name, year: row.academic_year, decided: t(`mail_education_plan_${status}`) };
          return {
            subject: t('mail_education_plan_decided_subject', params),
            text: [
              t('mail_education_plan_decided_text', params),
              ...(note ? ['', t('mail_education_plan_note', { note })] : []),
              '',
              t('mail_open_it', { link }),
            ].join('\n'),
          };
        },
        now,
      );
    }
  }

  /**
   * `PUT api/education-plan-requirements/{id}`: marks the child (a person profile) as requiring an
   * education plan or not, while the mark-not-requiring-education-plan flag is on (else 404, admins
   * included), by whoever sees the child's plans (else 404, logged). The profile's version moves on, so
   * a profile form opened before is told of the change, and one audit row records it.
   */
  async setRequirement(
    ctx: RequestContext,
    childId: number,
    body: EducationPlanRequirementBody,
  ): Promise<EducationPlanRequirement> {
    const { db } = this.deps;
    const { actor } = ctx;
    await this.#gate(actor);
    if (!(await pageMetadata(db)).feature_flags.mark_not_requiring_education_plan) {
      throw new NotFoundError();
    }
    const child = await repository.findChild(db, childId);
    const scoped: ScopedEducationPlan | undefined = child && {
      personProfileId: child.id,
      familyId: child.familyId,
      mobilisedBy: child.mobilisedBy,
      status: 'DRAFT',
    };
    if (!child || !scoped || !reachesEducationPlan(actor, scoped)) {
      throw this.#outOfScope(ctx, 'person_profile', childId);
    }
    await versionedUpdate(db, ctx, {
      entity: 'person_profile',
      entityId: childId,
      expectedVersion: undefined,
      lock: (trx) => repository.lockRequirement(trx, childId),
      change: async (trx, row) => ({
        ...changedValues(
          { requiresEducationPlan: row.requires_education_plan },
          { requiresEducationPlan: body.requiresEducationPlan },
        ),
        organisationId: child.mobilisedBy[0] ?? null,
        write: (now) => repository.writeRequirement(trx, childId, body.requiresEducationPlan, now),
      }),
    });
    return { personProfileId: childId, requiresEducationPlan: body.requiresEducationPlan };
  }

  /**
   * `GET api/education-dashboard[?organisation=]`: the counts over the organisations the caller reaches
   * education plans for (admins and international-office consultants all), or those of them named; one
   * out of reach is a 404, logged, and a caller reaching none (a family member) gets a 404.
   */
  async dashboard(ctx: RequestContext, query: EducationDashboardQuery): Promise<EducationDashboard> {
    const { actor, clock } = ctx;
    await this.#gate(actor);
    refuseEmptyIdLists(query, ['organisation']);
    const reached = actor.isInternationalOfficeConsultant ? '*' : educationPlanOrganisations(actor);
    if (reached !== '*' && reached.length === 0) {
      throw this.#outOfScope(ctx, 'education_dashboard', null);
    }
    const asked = query.organisation;
    const outside = asked?.find((id) => reached !== '*' && !reached.includes(id));
    if (outside !== undefined) {
      throw this.#outOfScope(ctx, 'organisation', outside);
    }
    const day = today(clock);
    const academicYear = academicYearOf(day);
    const counts = await repository.dashboardCounts(this.deps.db, asked ?? reached, {
      today: day,
      expiringBy: addDays(day, educationPlanExpiringWithinDays),
      academicYear,
    });
    const byStatus = new Map(counts.by_status.map((entry) => [entry.status, entry.count]));
    return {
      academicYear,
      awaitingDecision: counts.awaiting,
      expiringSoon: counts.expiring,
      expired: counts.expired,
      childrenWithoutPlan: counts.without_plan,
      missingTestingInformation: counts.missing_testing,
      byStatus: educationPlanStatuses.map((status) => ({ status, count: byStatus.get(status) ?? 0 })),
      byExpiryMonth: counts.by_month,
    };
  }
}
