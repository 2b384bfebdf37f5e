import type {
  AnswersBody,
  CreateReviewBody,
  FeatureFlags,
  Paged,
  RecordForm,
  ReviewAction,
  ReviewChangeBody,
  ReviewListQuery,
  ReviewRecord,
  UpdateReviewBody,
} from '@mobilise/contract';
import type { Kysely } from 'kysely';
import { writeAudit } from '../../audit/audit-log.ts';
import { changedValues, versionedUpdate } from '../../audit/versioned-update.ts';
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
  isOverdue,
  managesReview,
  reachesReview,
  reviewRefusal,
  reviewUserCan,
  type ScopedReview,
} from '../../policies/review-policy.ts';
import type { RequestContext } from '../../request-context.ts';
import { changedAnswers, mergeTaskFormAnswers, readOnlyTemplate } from '../applications/task-forms.ts';
import { today } from '../assignments/service.ts';
import { assertNoLocalErrors } from '../forms/answer-validation.ts';
import { withAnswers } from '../forms/template.ts';
import { pageMetadata } from '../system-settings/service.ts';
import { type ReviewFormService, reviewFormTemplate } from './form-service.ts';
import type { ReviewRow } from './repository.ts';
import * as repository from './repository.ts';

export interface ReviewsServiceDependencies {
  db: Kysely<Database>;
  forms: ReviewFormService;
  /** Where the app is reached, for the link in the sign-off mail. */
  publicUrl: string;
  /** Tells the outbox sender that mail is waiting. */
  mailQueued: () => void;
}

export const defaultPerPage = 25;

/** What the review rules look at of a stored review. */
export function scopedOf(row: ReviewRow): ScopedReview {
  return {
    personProfileId: row.person.id,
    reviewerIds: row.reviewer_ids,
    receivingOrganisationId: row.organisation.id,
    isSharedWithReceivingOrganisation: row.is_shared_with_receiving_organisation,
    mobilisedBy: row.mobilised_by,
    isSharedWithMobilisingOrganisation: row.is_shared_with_mobilising_organisation,
    status: row.status,
  };
}

const reviewerOptionsFor = (row: ReviewRow): repository.ReviewerOptionsFor => ({
  organisationId: row.organisation.id,
  personProfileId: row.person.id,
  reviewerIds: row.reviewer_ids,
});

const nameOf = (person: ReviewRow['person']) => `${person.first_name} ${person.last_name}`.trim();

/** The 403 or 409 of a refused step. */
function refuse(actor: Actor, row: ReviewRow, action: ReviewAction) {
  const refusal = reviewRefusal(actor, scopedOf(row), action);
  if (refusal === 'no_right') {
    throw new CapabilityNotHeldError();
  }
  if (refusal === 'wrong_state') {
    throw new TransitionNotAllowedError();
  }
}

/** A 422 on `reviewer_ids` when it names someone who is not among the review's reviewer options. */
function refuseReviewersNotOffered(reviewerIds: readonly number[], offered: readonly { id: number }[]) {
  const allowed = new Set(offered.map((option) => option.id));
  const refused = reviewerIds.filter((id) => !allowed.has(id));
  if (refused.length > 0) {
    throw RequestValidationError.fromZodIssues(
      [customIssue(['reviewer_ids'], 'people_not_addable', { ids: refused.join(', ') })],
      'body',
    );
  }
}

/**
 * Reviews: the list, one review, planning one for an assignment, its changes, its three steps
 * (submit, sign off, share with the mobilising organisation) and, with review forms on, its form. All
 * answer 404 while the reviews flag is off; a review out of the caller's scope (Z4) is a 404 like an
 * unknown one, logged.
 */
export class ReviewsService {
  constructor(private readonly deps: ReviewsServiceDependencies) {}

  async #flags(): Promise<FeatureFlags> {
    const flags = (await pageMetadata(this.deps.db)).feature_flags;
    if (!flags.reviews) {
      throw new NotFoundError();
    }
    return flags;
  }

  /** The review, if the actor reaches it; else a 404, logged when it exists. */
  async #reachable(
    db: Kysely<Database>,
    { actor, log }: Pick<RequestContext, 'actor' | 'log'>,
    id: number,
    lock = false,
  ): Promise<ReviewRow> {
    const row = await repository.findReview(db, id, { lock });
    if (!row) {
      throw new NotFoundError();
    }
    if (!reachesReview(actor, scopedOf(row))) {
      log.warn(
        { refusal: 'out_of_scope', entity: 'review', entityId: id, actorUserId: actor.userId },
        'review out of the caller scope: answered 404',
      );
      throw new NotFoundError();
    }
    return row;
  }

  /** The reviews as answered, their reviewer options found in one query. */
  async #present(ctx: RequestContext, rows: ReviewRow[], flags: FeatureFlags): Promise<ReviewRecord[]> {
    const optionsOf = await repository.reviewerOptions(this.deps.db, rows.map(reviewerOptionsFor));
    return Promise.all(rows.map((row, index) => this.#presentOne(ctx, row, optionsOf[index] ?? [], flags)));
  }

  async #presentOne(
    ctx: RequestContext,
    row: ReviewRow,
    options: repository.ReviewerOption[],
    flags: FeatureFlags,
  ): Promise<ReviewRecord> {
    const { db, forms } = this.deps;
    const scoped = scopedOf(row);
    return {
      id: row.id,
      version: row.version,
      date: row.date,
      status: row.status,
      type: row.type,
      reviewer_ids: row.reviewer_ids,
      reviewer_options: options.map((person) => ({
        id: person.id,
        name: nameOf(person),
        avatarId: person.avatar_id,
      })),
      assignment_id: row.assignment_id,
      form_options: flags.review_forms ? forms.formOptions(row.id, ctx.language) : [],
      form_submissions: flags.review_forms ? await forms.submissions(db, row.id, ctx.language) : [],
      is_shared_with_mobilising_organisation: row.is_shared_with_mobilising_organisation,
      documents: row.documents,
      user_can: reviewUserCan(ctx.actor, scoped),
      actions_and_recommendations: row.actions_and_recommendations,
      person: { id: row.person.id, name: nameOf(row.person), avatarId: row.person.avatar_id },
      organisation: row.organisation,
      is_overdue: isOverdue(row, today(ctx.clock)),
    };
  }

  /** `GET api/reviews/{id}`. */
  async get(ctx: RequestContext, id: number): Promise<ReviewRecord> {
    const flags = await this.#flags();
    const [review] = await this.#present(ctx, [await this.#reachable(this.deps.db, ctx, id)], flags);
    if (!review) {
      throw new NotFoundError();
    }
    return review;
  }

  /** `GET api/reviews`: the reviews the caller reaches (Z4), filtered, sorted by date and paged. */
  async list(ctx: RequestContext, query: ReviewListQuery, url: string): Promise<Paged<ReviewRecord>> {
    const flags = await this.#flags();
    refuseEmptyIdLists(query, ['person_profile', 'organisation', 'assignment']);
    const page = pageRequestOf(query, defaultPerPage);
    const { rows, total } = await repository.listReviews(
      this.deps.db,
      ctx.actor,
      {
        personProfileIds: query.person_profile,
        organisationIds: query.organisation,
        assignmentIds: query.assignment,
        statuses: query.status,
        types: query.type,
        overdue: query.overdue === undefined ? undefined : { is: query.overdue, today: today(ctx.clock) },
      },
      { sort: query.sort ?? 'date', limit: page.perPage, offset: offsetOf(page) },
    );
    return pagedOf(await this.#present(ctx, rows, flags), total, page, url);
  }

  /**
   * `POST api/reviews`: office staff of the assignment's receiving organisation (or an admin) plan a
   * review, never of themselves (403); an assignment they do not reach is a 404. The reviewers must be
   * among the reviewer options (422).
   */
  async create(ctx: RequestContext, body: CreateReviewBody): Promise<ReviewRecord> {
    await this.#flags();
    const { db } = this.deps;
    const { actor } = ctx;
    const reviewerIds = [...new Set(body.reviewer_ids ?? [])];
    const id = await db.transaction().execute(async (trx) => {
      const assignment = await repository.findAssignmentForReview(trx, body.assignment_id);
      if (!assignment) {
        throw new NotFoundError();
      }
      const planned: ScopedReview = {
        personProfileId: assignment.person_profile_id,
        reviewerIds: [],
        receivingOrganisationId: assignment.received_by_organisation_id,
        isSharedWithReceivingOrganisation: assignment.is_shared_with_receiving_organisation,
        mobilisedBy: assignment.mobilised_by,
        isSharedWithMobilisingOrganisation: false,
        status: 'NOT_SUBMITTED',
      };
      if (!reachesReview(actor, planned)) {
        ctx.log.warn(
          {
            refusal: 'out_of_scope',
            entity: 'assignment',
            entityId: body.assignment_id,
            actorUserId: actor.userId,
          },
          'assignment out of the caller scope: answered 404',
        );
        throw new NotFoundError();
      }
      if (!managesReview(actor, planned)) {
        throw new CapabilityNotHeldError();
      }
      const [offered = []] = await repository.reviewerOptions(trx, [
        {
          organisationId: assignment.received_by_organisation_id,
          personProfileId: assignment.person_profile_id,
          reviewerIds: [],
        },
      ]);
      refuseReviewersNotOffered(reviewerIds, offered);
      const now = ctx.clock.now();
      const created = await repository.insertReview(
        trx,
        { assignment_id: body.assignment_id, type: body.type, date: body.date, reviewer_ids: reviewerIds },
        now,
      );
      await writeAudit(
        trx,
        {
          actorUserId: actor.userId,
          organisationId: assignment.received_by_organisation_id,
          entity: 'review',
          entityId: created,
          action: 'create',
          after: {
            assignment_id: body.assignment_id,
            type: body.type,
            date: body.date,
            reviewer_ids: reviewerIds,
          },
        },
        now,
      );
      return created;
    });
    return this.get(ctx, id);
  }

  /**
   * `PATCH api/reviews/{id}` while not submitted (409): office staff change the date and reviewers
   * (a reviewer sending them is a 403) and, as a reviewer may, the actions and recommendations.
   */
  async update(ctx: RequestContext, id: number, body: UpdateReviewBody): Promise<ReviewRecord> {
    await this.#flags();
    const { db } = this.deps;
    const { actor } = ctx;
    const { version, reviewer_ids, ...columns } = body;
    await versionedUpdate(db, ctx, {
      entity: 'review',
      entityId: id,
      expectedVersion: version,
      lock: (trx) => this.#reachable(trx, ctx, id, true),
      refuse: (_trx, row) => {
        refuse(actor, row, 'update');
        const plans = columns.date !== undefined || reviewer_ids !== undefined;
        if (plans && !managesReview(actor, scopedOf(row))) {
          throw new CapabilityNotHeldError();
        }
      },
      change: async (trx, row) => {
        const reviewerIds = reviewer_ids && [...new Set(reviewer_ids)].sort((a, b) => a - b);
        if (reviewerIds) {
          const [offered = []] = await repository.reviewerOptions(trx, [reviewerOptionsFor(row)]);
          refuseReviewersNotOffered(reviewerIds, offered);
        }
        const changes = changedValues(row, { ...columns, ...(reviewerIds && { reviewer_ids: reviewerIds }) });
        return {
          ...changes,
          organisationId: row.organisation.id,
          write: async (now) => {
            if (reviewerIds) {
              await repository.replaceReviewers(trx, id, reviewerIds);
            }
            return repository.updateReview(trx, id, columns, now);
          },
        };
      },
    });
    return this.get(ctx, id);
  }

  /**
   * `POST …/submit`, `…/sign-off` and `…/share-with-mobilising-organisation` at the version read:
   * each step only by whom it is for (403) and only from where the review stands (409, Z8). The
   * sign-off mails the reviewed person in the same transaction as the step and its audit row, so two
   * sign-offs at once leave one of each.
   */
  async step(
    ctx: RequestContext,
    id: number,
    action: 'submit' | 'sign_off' | 'share_with_mobilising_organisation',
    body: ReviewChangeBody,
  ): Promise<ReviewRecord> {
    await this.#flags();
    const { db } = this.deps;
    const { actor } = ctx;
    await versionedUpdate(db, ctx, {
      entity: 'review',
      entityId: id,
      action,
      expectedVersion: body.version,
      lock: (trx) => this.#reachable(trx, ctx, id, true),
      refuse: (_trx, row) => refuse(actor, row, action),
      change: async (trx, row) => {
        const columns =
          action === 'submit'
            ? { status: 'SUBMITTED' as const }
            : action === 'sign_off'
              ? { status: 'SIGNED_OFF' as const }
              : { is_shared_with_mobilising_organisation: true };
        return {
          ...changedValues(row, columns),
          organisationId: row.organisation.id,
          write: async (now) => {
            const stamps =
              action === 'submit'
                ? { submitted_at: now }
                : action === 'sign_off'
                  ? { signed_off_at: now, signed_off_by: actor.userId }
                  : {};
            const version = await repository.updateReview(trx, id, { ...columns, ...stamps }, now);
            if (action === 'sign_off') {
              await this.#mailSignOff(trx, row, now);
            }
            return version;
          },
        };
      },
    });
    if (action === 'sign_off') {
      this.deps.mailQueued();
    }
    return this.get(ctx, id);
  }

  /** Tells the reviewed person (when they have an account) that their review is signed off. */
  async #mailSignOff(trx: Kysely<Database>, row: ReviewRow, now: Date) {
    const email = await repository.personEmail(trx, row.person.id);
    if (!email) {
      return;
    }
    await enqueueTranslatedMail(
      trx,
      email,
      (t) => ({
        subject: t('mail_review_signed_off_subject'),
        text: [
          t('mail_review_signed_off_text', { date: row.date, organisation: row.organisation.name }),
          '',
          t('mail_open_it', { link: `${this.deps.publicUrl}/reviews/${row.id}` }),
        ].join('\n'),
      }),
      now,
    );
  }

  /** The review's form, while review forms are on (else 404); read-only for whoever may not change it now. */
  async form(ctx: RequestContext, id: number): Promise<RecordForm> {
    const flags = await this.#flags();
    if (!flags.review_forms) {
      throw new NotFoundError();
    }
    const { db, forms } = this.deps;
    const row = await this.#reachable(db, ctx, id);
    const template = reviewFormTemplate(ctx.language);
    const answers = await forms.payload(db, id);
    const editable = reviewUserCan(ctx.actor, scopedOf(row)).includes('update');
    return {
      ...withAnswers(editable ? template : readOnlyTemplate(template), (fieldName) => answers[fieldName]),
      version: row.version,
    };
  }

  /**
   * `PUT api/reviews/{id}/form`: a reviewer or the receiving organisation's office staff save answers
   * (an autosave may send one) while the review is not submitted; a version sent must be the stored one
   * (409, C2). A field not of the form, or an answer breaking its constraints, is a 422.
   */
  async saveForm(ctx: RequestContext, id: number, body: AnswersBody): Promise<ReviewRecord> {
    const flags = await this.#flags();
    if (!flags.review_forms) {
      throw new NotFoundError();
    }
    const { db, forms } = this.deps;
    const { actor, language } = ctx;
    await versionedUpdate(db, ctx, {
      entity: 'review',
      entityId: id,
      expectedVersion: body.version,
      lock: (trx) => this.#reachable(trx, ctx, id, true),
      refuse: (_trx, row) => refuse(actor, row, 'update'),
      change: async (trx, row) => {
        const template = reviewFormTemplate(language);
        const stored = await forms.payload(trx, id);
        const answers = mergeTaskFormAnswers(template, stored, body.answers);
        assertNoLocalErrors(language, template, stored, body.answers);
        const fields = changedAnswers(stored, answers);
        const changes = Object.keys(fields.after).length > 0;
        return {
          before: changes ? { answers: fields.before } : {},
          after: changes ? { answers: fields.after } : {},
          organisationId: row.organisation.id,
          write: async (now) => {
            await forms.savePayload(trx, id, answers, now);
            return repository.updateReview(trx, id, {}, now);
          },
        };
      },
    });
    return this.get(ctx, id);
  }
}
