import type {
  FullPersonProfile,
  Paged,
  PersonProfileListItem,
  PersonProfileListQuery,
  UpdatePersonProfileBody,
} from '@mobilise/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { writeAudit } from '../../audit/audit-log.ts';
import type { Database } from '../../db/schema.ts';
import { NotFoundError, RequestValidationError } from '../../http/errors.ts';
import { offsetOf, pagedOf, pageRequestOf } from '../../http/paged.ts';
import type { Actor } from '../../policies/actor.ts';
import {
  isInScope,
  type PersonProfileAccess,
  personProfileScope,
  personProfileUserCan,
  type ScopedPerson,
} from '../../policies/person-profile-scope.ts';
import type { Clock } from '../../ports.ts';
import { customIssue, parseAnswers, profileWriteOf } from './answers.ts';
import { StaleVersionError } from './errors.ts';
import { mobilisingOrganisationsAfterEdit, permittedAnswers } from './policy.ts';
import { fullProfileOf, listItemOf } from './presenter.ts';
import * as repository from './repository.ts';

export interface PersonProfilesServiceDependencies {
  db: Kysely<Database>;
  clock: Clock;
}

/** A page of `GET api/person-profiles` when the query names no `per_page`. */
export const defaultPerPage = 25;

/** `GET`, list and `PUT` of person profiles, each within the caller's scope (spec 01 §6, §7). */
export class PersonProfilesService {
  constructor(private readonly deps: PersonProfilesServiceDependencies) {}

  async list(
    actor: Actor,
    query: PersonProfileListQuery,
    url: string,
  ): Promise<Paged<PersonProfileListItem>> {
    // Spec 01 §5: a lookup by ids needs at least one.
    const emptyLists = (['id', 'user'] as const)
      .filter((name) => query[name]?.length === 0)
      .map((name) => customIssue([name], 'must list at least one id'));
    if (emptyLists.length > 0) {
      throw RequestValidationError.fromZodIssues(emptyLists, 'querystring');
    }
    const groups = {
      status: query.with_status ?? false,
      assignments: query.with_assignments ?? false,
      currentAddress: query.with_current_address ?? false,
      full: false,
    };
    const page = pageRequestOf(query, defaultPerPage);
    const { rows, total } = await repository.listProfiles(
      this.deps.db,
      personProfileScope(actor, 'read'),
      {
        ids: query.id,
        userIds: query.user,
        email: query.email || undefined,
        hasUser: query.has_user,
        searchWords: query.search?.split(/\s+/).filter((word) => word !== ''),
      },
      groups,
      { limit: page.perPage, offset: offsetOf(page) },
    );
    return pagedOf(
      rows.map((row) => listItemOf(row, groups)),
      total,
      page,
      url,
    );
  }

  async get(actor: Actor, id: number, log: FastifyBaseLogger): Promise<FullPersonProfile> {
    const row = await repository.findFullProfile(this.deps.db, id);
    if (!row) {
      throw new NotFoundError();
    }
    refuseOutOfScope(actor, scopedPerson(row.id, row.family_id, row.mobilised_by), 'read', log);
    return this.#present(actor, row);
  }

  /**
   * Writes the answers the caller may write (the others are ignored, Z10) if `version` is still the
   * stored one (else 409, C1), with one audit row in the same transaction (C4). Bad answers are a 422
   * before anything is read or written.
   */
  async update(
    actor: Actor,
    id: number,
    body: UpdatePersonProfileBody,
    log: FastifyBaseLogger,
  ): Promise<FullPersonProfile> {
    const { db, clock } = this.deps;
    const answers = parseAnswers(body.answers);
    await db.transaction().execute(async (trx) => {
      const locked = await repository.lockProfile(trx, id);
      if (!locked) {
        throw new NotFoundError();
      }
      const person = scopedPerson(id, locked.row.family_id, locked.mobilisedBy);
      refuseOutOfScope(actor, person, 'write', log);
      if (locked.row.version !== body.version) {
        throw new StaleVersionError(locked.row.version);
      }
      const write = profileWriteOf(permittedAnswers(actor, person, answers));
      const before: Record<string, unknown> = {};
      const after: Record<string, unknown> = {};
      const columns: typeof write.columns = {};
      for (const [column, value] of Object.entries(write.columns) as [
        keyof typeof write.columns,
        unknown,
      ][]) {
        if (locked.row[column] !== value) {
          columns[column] = value;
          before[column] = locked.row[column];
          after[column] = value;
        }
      }
      const organisations =
        write.mobilisedByOrganisationIds &&
        mobilisingOrganisationsAfterEdit(actor, locked.mobilisedBy, write.mobilisedByOrganisationIds);
      if (organisations && !sameList(organisations, locked.mobilisedBy)) {
        const known = await repository.existingOrganisations(trx, organisations);
        const unknown = organisations.filter((organisationId) => !known.includes(organisationId));
        if (unknown.length > 0) {
          throw RequestValidationError.fromZodIssues(
            [
              customIssue(
                ['answers', 'mobilisedByOrganisationIds'],
                `names no organisation: ${unknown.join(', ')}`,
              ),
            ],
            'body',
          );
        }
        before.mobilised_by_organisation_ids = locked.mobilisedBy;
        after.mobilised_by_organisation_ids = organisations;
        await repository.replaceMobilisingOrganisations(trx, id, organisations);
      }
      if (write.nationalities && !sameList(write.nationalities, locked.nationalities)) {
        before.nationalities = locked.nationalities;
        after.nationalities = write.nationalities;
        await repository.replaceNationalities(trx, id, write.nationalities);
      }
      if (Object.keys(after).length === 0) {
        return;
      }
      const now = clock.now();
      const version = await repository.updateProfile(trx, id, columns, now);
      await writeAudit(
        trx,
        {
          actorUserId: actor.userId,
          organisationId: (organisations ?? locked.mobilisedBy)[0] ?? null,
          entity: 'person_profile',
          entityId: id,
          action: 'update',
          before: { ...before, version: locked.row.version },
          after: { ...after, version },
        },
        now,
      );
    });
    const row = await repository.findFullProfile(db, id);
    if (!row) {
      throw new NotFoundError();
    }
    return this.#present(actor, row);
  }

  #present(actor: Actor, row: repository.FullProfileRow): FullPersonProfile {
    const userCan = personProfileUserCan(actor, scopedPerson(row.id, row.family_id, row.mobilised_by));
    return fullProfileOf(row, userCan, this.deps.clock.now().toISOString().slice(0, 10));
  }
}

function scopedPerson(id: number, familyId: number | null, mobilisedBy: number[]): ScopedPerson {
  return { id, familyId, mobilisedBy };
}

/** Out of scope is a 404 like an unknown id (Z1), and the refusal goes to the log. */
function refuseOutOfScope(
  actor: Actor,
  person: ScopedPerson,
  access: PersonProfileAccess,
  log: FastifyBaseLogger,
) {
  if (!isInScope(personProfileScope(actor, access), person)) {
    log.warn(
      {
        refusal: 'out_of_scope',
        entity: 'person_profile',
        entityId: person.id,
        access,
        actorUserId: actor.userId,
      },
      'person profile out of the caller scope: answered 404',
    );
    throw new NotFoundError();
  }
}

function sameList<Item>(a: readonly Item[], b: readonly Item[]) {
  return a.length === b.length && a.every((item, index) => item === b[index]);
}
