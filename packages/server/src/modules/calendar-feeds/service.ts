import { type CalendarFeed, type CalendarFeedLink, endpointRoutes } from '@mobilise/contract';
import type { Kysely } from 'kysely';
import { writeAudit } from '../../audit/audit-log.ts';
import { organisationExists } from '../../db/organisation-exists.ts';
import type { Database } from '../../db/schema.ts';
import { NotFoundError } from '../../http/errors.ts';
import type { Actor } from '../../policies/actor.ts';
import { assignmentScope } from '../../policies/assignment-policy.ts';
import type { Clock, Random } from '../../ports.ts';
import type { RateLimiter, RateRule } from '../../rate-limit/rate-limiter.ts';
import type { RequestContext } from '../../request-context.ts';
import { hashToken, newToken } from '../auth/tokens.ts';
import { pageMetadata } from '../system-settings/service.ts';
import { calendarText } from './feed.ts';
import type { FeedOwner } from './repository.ts';
import * as repository from './repository.ts';

export interface CalendarFeedsServiceDependencies {
  db: Kysely<Database>;
  clock: Clock;
  random: Random;
  limiter: RateLimiter;
  /** The address the app is reached at; a feed's address is built on it, as the mails' links are. */
  publicUrl: string;
}

/**
 * Wrong secrets per client address: a calendar program asks once an hour, so only someone guessing
 * misses this often. Guessing 256 bits is hopeless anyway; the limit keeps the attempt cheap for us.
 */
export const wrongSecretsPerAddress: RateRule = { limit: 20, windowMs: 15 * 60_000 };

/** An actor with no role but office staff of one organisation: whose assignments that organisation sees. */
function officeStaffOf(organisationId: number): Actor {
  return {
    userId: 0,
    personProfileId: null,
    familyId: null,
    isAdmin: false,
    officeStaffFor: [organisationId],
    mobilisedBy: [],
    educationConsultantFor: [],
    isInternationalOfficeConsultant: false,
    securityGroups: [],
  };
}

/** An actor who is only the person: the assignments shared with them as their assignee. */
function personOnly(personProfileId: number): Actor {
  return { ...officeStaffOf(0), officeStaffFor: [], personProfileId };
}

/**
 * The private calendar feeds. A member has one for their own person profile; an organisation has one
 * that its office staff (and admins) make and reset. The address holds a secret of 256 random bits of
 * which only a hash is kept, so the address is shown once, when it is made; making a new one is the
 * reset, and the old address answers 404 from then on.
 */
export class CalendarFeedsService {
  constructor(private readonly deps: CalendarFeedsServiceDependencies) {}

  async myFeed({ actor }: RequestContext): Promise<CalendarFeed> {
    return this.#status({ personProfileId: this.#ownProfile(actor) });
  }

  async resetMyFeed(context: RequestContext): Promise<CalendarFeedLink> {
    const owner = { personProfileId: this.#ownProfile(context.actor) };
    return this.#reset(context, owner, { entity: 'person_profile', entityId: owner.personProfileId });
  }

  async organisationFeed(context: RequestContext, organisationId: number): Promise<CalendarFeed> {
    await this.#checkOfficeStaff(context, organisationId, 'read');
    return this.#status({ organisationId });
  }

  async resetOrganisationFeed(context: RequestContext, organisationId: number): Promise<CalendarFeedLink> {
    await this.#checkOfficeStaff(context, organisationId, 'write');
    return this.#reset(
      context,
      { organisationId },
      { entity: 'organisation', entityId: organisationId, organisationId },
    );
  }

  /**
   * The feed a secret opens, as iCalendar text; a wrong secret, a reset one or one whose owner is gone
   * is a 404 that says nothing more, and counts towards the caller's address's limit.
   */
  async feed(secret: string, clientAddress: string): Promise<string> {
    const { db, clock, limiter, publicUrl } = this.deps;
    const bucket = `calendar-feed:address:${clientAddress}`;
    await limiter.refuseWhenLimited([[bucket, wrongSecretsPerAddress]]);
    const found = await repository.feedOfSecret(db, hashToken(secret));
    const ownerName = found && (await repository.ownerName(db, found.owner));
    if (!found || ownerName === undefined) {
      await limiter.record(bucket, wrongSecretsPerAddress);
      throw new NotFoundError();
    }
    const { owner, language } = found;
    const now = clock.now();
    const today = now.toISOString().slice(0, 10);
    const [flags, timeAway, itinerary] = await Promise.all([
      pageMetadata(db).then((metadata) => metadata.feature_flags),
      repository.approvedTimeAway(db, owner),
      'personProfileId' in owner
        ? repository.itineraryItemsInScope(
            db,
            assignmentScope(personOnly(owner.personProfileId)),
            { assigneeIds: [owner.personProfileId] },
            today,
          )
        : repository.itineraryItemsInScope(
            db,
            assignmentScope(officeStaffOf(owner.organisationId)),
            {},
            today,
          ),
    ]);
    // Leave and travel switched off are out of sight everywhere, their dates in the feed too: leave
    // needs its flag, travel that one and its own, as their pages and calls do.
    const shown = timeAway.filter(({ kind }) =>
      kind === 'leave' ? flags.leave_requests : flags.leave_requests && flags.travel_plans,
    );
    return calendarText({
      ownerName,
      language,
      timeAway: shown,
      itinerary,
      uidHost: new URL(publicUrl).host,
      now,
    });
  }

  /** The caller's own person profile; a user without one (a first admin) has no feed of their own. */
  #ownProfile(actor: Actor): number {
    if (actor.personProfileId === null) {
      throw new NotFoundError();
    }
    return actor.personProfileId;
  }

  async #status(owner: FeedOwner): Promise<CalendarFeed> {
    const createdAt = await repository.secretCreatedAt(this.deps.db, owner);
    return { createdAt: createdAt?.toISOString() ?? null };
  }

  async #reset(
    { actor, language }: RequestContext,
    owner: FeedOwner,
    audit: { entity: string; entityId: number; organisationId?: number },
  ): Promise<CalendarFeedLink> {
    const { db, clock, random, publicUrl } = this.deps;
    const secret = newToken(random);
    const now = clock.now();
    await db.transaction().execute(async (trx) => {
      const replaced = await repository.replaceSecret(trx, owner, {
        secretHash: hashToken(secret),
        language,
        now,
      });
      // The audit row says that the address changed and when; never the secret or its hash (C5).
      await writeAudit(
        trx,
        {
          actorUserId: actor.userId,
          organisationId: audit.organisationId ?? null,
          entity: audit.entity,
          entityId: audit.entityId,
          action: replaced ? 'calendar_feed.reset' : 'calendar_feed.create',
          after: { calendar_feed_created_at: now.toISOString() },
        },
        now,
      );
    });
    // The address is the feed's endpoint, as the table writes it, on the public address of the app.
    const path = endpointRoutes.getCalendarFeed.path.replace('{secret}', secret);
    return { url: `${publicUrl}${path}`, createdAt: now.toISOString() };
  }

  /** Office staff of the organisation, or an admin; anyone else gets the 404 of an organisation out of scope (Z1). */
  async #checkOfficeStaff({ actor, log }: RequestContext, organisationId: number, access: 'read' | 'write') {
    if (!actor.isAdmin && !actor.officeStaffFor.includes(organisationId)) {
      log.warn(
        {
          refusal: 'out_of_scope',
          entity: 'organisation',
          entityId: organisationId,
          access,
          actorUserId: actor.userId,
        },
        'calendar feed of an organisation the caller is not office staff for: answered 404',
      );
      throw new NotFoundError();
    }
    if (!(await organisationExists(this.deps.db, organisationId))) {
      throw new NotFoundError();
    }
  }
}
