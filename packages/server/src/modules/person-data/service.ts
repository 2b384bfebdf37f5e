import { type PurgedPerson, type PurgePersonBody, purgeConfirmationMatches } from '@mobilise/contract';
import type { Kysely } from 'kysely';
import { writeAudit } from '../../audit/audit-log.ts';
import type { Database } from '../../db/schema.ts';
import { HttpError, NotFoundError, RequestValidationError } from '../../http/errors.ts';
import { customIssue } from '../../i18n/zod-issues.ts';
import type { Actor } from '../../policies/actor.ts';
import { isInScope, personProfileScope, type ScopedPerson } from '../../policies/person-profile-scope.ts';
import type { RequestContext } from '../../request-context.ts';
import type { FileStore } from '../assets/file-store.ts';
import { personDataZip } from './export.ts';
import { AlreadyPurgedError, purgePersonData, refusePurge } from './purge.ts';
import { personRecordIds } from './records.ts';

export interface PersonDataServiceDependencies {
  db: Kysely<Database>;
  store: FileStore;
}

/** 403: the person is in the caller's reach, but only admins purge (the refusal may say so). */
class PurgeIsForAdminsError extends HttpError {
  override name = 'PurgeIsForAdminsError';

  constructor() {
    super(403, 'admins_only', 'Only system admins may do this.');
  }
}

/**
 * Who may download everything about a person: admins, office staff of one of the person's
 * organisations, and the person themself. Narrower than the read scope on purpose: senior leadership
 * and family members read a profile, but the whole of someone's data (files, audit) is not theirs.
 */
function mayExport(actor: Actor, person: ScopedPerson): boolean {
  return (
    actor.isAdmin ||
    person.id === actor.personProfileId ||
    person.mobilisedBy.some((organisationId) => actor.officeStaffFor.includes(organisationId))
  );
}

/** A person's data: the ZIP of everything held about them, and its purge when they have left. */
export class PersonDataService {
  constructor(private readonly deps: PersonDataServiceDependencies) {}

  async #person(id: number) {
    const { db } = this.deps;
    const row = await db
      .selectFrom('person_profiles')
      .select(['id', 'family_id', 'first_name', 'last_name', 'purged_at'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) {
      return undefined;
    }
    const organisations = await db
      .selectFrom('person_profile_mobilising_organisations')
      .select('organisation_id')
      .where('person_profile_id', '=', id)
      .execute();
    const scoped: ScopedPerson = {
      id: Number(row.id),
      familyId: row.family_id === null ? null : Number(row.family_id),
      mobilisedBy: organisations.map((organisation) => Number(organisation.organisation_id)),
    };
    return { row, scoped };
  }

  #outOfScope({ actor, log }: Pick<RequestContext, 'actor' | 'log'>, id: number, access: string) {
    log.warn(
      { refusal: 'out_of_scope', entity: 'person_profile', entityId: id, access, actorUserId: actor.userId },
      'person data out of the caller scope: answered 404',
    );
    return new NotFoundError();
  }

  /**
   * `GET api/person-profiles/{id}/data.zip`: everything held about the person as one ZIP, for those
   * mayExport lets; anyone else gets a 404, as for a person that does not exist. Each download is audited.
   */
  async exportZip(ctx: RequestContext, id: number): Promise<{ fileName: string; zip: Uint8Array }> {
    const person = await this.#person(id);
    if (!person || !mayExport(ctx.actor, person.scoped)) {
      throw this.#outOfScope(ctx, id, 'export');
    }
    const { db, store } = this.deps;
    const records = await personRecordIds(db, id);
    if (!records) {
      throw new NotFoundError();
    }
    const now = ctx.clock.now();
    const zip = await personDataZip(db, store, records, now);
    await writeAudit(
      db,
      {
        actorUserId: ctx.actor.userId,
        entity: 'person_profile',
        entityId: id,
        action: 'export_data',
        after: { files: records.assetIds.length },
      },
      now,
    );
    return { fileName: `person-${id}-data-${now.toISOString().slice(0, 10)}.zip`, zip };
  }

  /**
   * `POST api/person-profiles/{id}/purge`: removes the person's personal data for good (admins only;
   * a 403 to those who read the person, a 404 to others). The body must repeat their name; it is refused
   * with a 409 while they have an assignment under way or planned or are the only adult of a family
   * with children, and then nothing is written. One audit row records it, naming no personal data.
   */
  async purge(ctx: RequestContext, id: number, body: PurgePersonBody): Promise<PurgedPerson> {
    const { actor, clock } = ctx;
    const person = await this.#person(id);
    if (!person || !isInScope(personProfileScope(actor, 'read'), person.scoped)) {
      throw this.#outOfScope(ctx, id, 'purge');
    }
    if (!actor.isAdmin) {
      throw new PurgeIsForAdminsError();
    }
    const { db, store } = this.deps;
    const now = clock.now();
    const storageKeys = await db.transaction().execute(async (trx) => {
      const locked = await trx
        .selectFrom('person_profiles')
        .select(['first_name', 'last_name', 'purged_at'])
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirstOrThrow();
      if (locked.purged_at !== null) {
        throw new AlreadyPurgedError();
      }
      if (
        !purgeConfirmationMatches(body.confirmation, {
          firstName: locked.first_name,
          lastName: locked.last_name,
        })
      ) {
        throw RequestValidationError.fromZodIssues(
          [customIssue(['confirmation'], 'purge_confirmation_mismatch')],
          'body',
        );
      }
      const records = await personRecordIds(trx, id);
      if (!records) {
        throw new NotFoundError();
      }
      await refusePurge(trx, records, now.toISOString().slice(0, 10));
      const keys = await purgePersonData(trx, records, now);
      await writeAudit(
        trx,
        {
          actorUserId: actor.userId,
          entity: 'person_profile',
          entityId: id,
          action: 'purge',
          // Counts only: the row must name nothing of the person it records the removal of.
          after: {
            files_removed: keys.length,
            addresses_removed: records.addressIds.length,
            account_disabled: records.userId !== null,
          },
        },
        now,
      );
      return keys;
    });
    // After the commit: a failure here leaves unreachable bytes behind, never a row without its file.
    await Promise.all(
      storageKeys.map((key) =>
        store.delete(key).catch((error: unknown) => {
          ctx.log.error({ err: error, storageKey: key }, 'a purged person’s file could not be deleted');
        }),
      ),
    );
    return { id, purgedAt: now.toISOString() };
  }
}
