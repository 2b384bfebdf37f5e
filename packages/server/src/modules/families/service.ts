import {
  type CreatedResponse,
  type CreateFamilyBody,
  chooseActiveOrganisation,
  type FamilyListQuery,
  type FamilyQuery,
  type FamilyRecord,
  type FormTemplate,
  hasCapability,
  type Paged,
  type PersonProfileListItem,
  type RecordForm,
  type UpdateFamilyBody,
} from '@mobilise/contract';
import type { Kysely } from 'kysely';
import { writeAudit } from '../../audit/audit-log.ts';
import { versionedUpdate } from '../../audit/versioned-update.ts';
import type { Database } from '../../db/schema.ts';
import { NotFoundError, RequestValidationError } from '../../http/errors.ts';
import { refuseEmptyIdLists } from '../../http/non-empty-id-lists.ts';
import { offsetOf, pagedOf, pageRequestOf } from '../../http/paged.ts';
import type { Language } from '../../i18n/languages.ts';
import { customIssue } from '../../i18n/zod-issues.ts';
import type { Actor } from '../../policies/actor.ts';
import { capabilities } from '../../policies/capabilities.ts';
import { familyUserCan, reachesFamily, runsFamily, type ScopedFamily } from '../../policies/family-scope.ts';
import { type PersonProfileScope, personProfileScope } from '../../policies/person-profile-scope.ts';
import type { Logger, RequestContext } from '../../request-context.ts';
import { withAnswers } from '../forms/template.ts';
import { reachablePeople, refuseUnreachablePeople, unreachablePeople } from '../person-profiles/by-ids.ts';
import { familyTemplate } from './forms.ts';
import * as repository from './repository.ts';

export interface FamiliesServiceDependencies {
  db: Kysely<Database>;
}

/** A page of `GET api/families` when the query names no `per_page`. */
export const defaultPerPage = 25;

/** A family as presented, with what the policies decided about it. */
interface PresentedFamily {
  record: FamilyRecord;
  scoped: ScopedFamily;
}

/**
 * `GET api/families`, `GET api/families/{id}`, `POST api/families` and `PUT api/families/{id}`, each within the caller's person scope: a family shows only the members the caller reaches.
 */
export class FamiliesService {
  constructor(private readonly deps: FamiliesServiceDependencies) {}

  async list(
    { actor, log }: RequestContext,
    query: FamilyListQuery,
    url: string,
  ): Promise<Paged<FamilyRecord>> {
    refuseEmptyIdLists(query, ['id', 'member']);
    const { db } = this.deps;
    const scope = personProfileScope(actor, 'read');
    if (query.member) {
      await refuseUnreachablePeople(db, actor, scope, query.member, log);
    }
    const page = pageRequestOf(query, defaultPerPage);
    const { rows, total } = await repository.listFamilies(
      db,
      scope,
      {
        ids: query.id,
        memberIds: query.member,
        searchWords: query.search?.split(/\s+/).filter((word) => word !== ''),
      },
      { limit: page.perPage, offset: offsetOf(page) },
    );
    const families = await present(db, actor, scope, rows, undefined);
    return pagedOf(
      families.map((family) => family.record),
      total,
      page,
      url,
    );
  }

  async get({ actor, language, log }: RequestContext, id: number, query: FamilyQuery): Promise<FamilyRecord> {
    const family = await reachableFamily(
      this.deps.db,
      actor,
      id,
      query.with_member_current_addresses ? language : undefined,
      log,
    );
    return family.record;
  }

  /**
   * `GET api/families/form[?organisation=]` (R-CALL-036): the blank family form for the organisation
   * asked for, else the caller's active one; one the caller may not create families for is a 404, as the
   * create would be.
   */
  async blankForm(
    { actor, language, log }: RequestContext,
    requestedOrganisation: number | undefined,
  ): Promise<FormTemplate> {
    await this.#organisationFor(actor, requestedOrganisation, log);
    return familyTemplate('blank', { language, members: [] });
  }

  /**
   * `GET api/families/{id}/form` (R-CALL-035): the form of a family the caller may edit, answered with
   * its name and the members they may edit, and the version a save sends back; else a 404.
   */
  async recordForm({ actor, language, log }: RequestContext, id: number): Promise<RecordForm> {
    const { db } = this.deps;
    const family = await reachableFamily(db, actor, id, undefined, log);
    if (!runsFamily(actor, family.scoped)) {
      refuse(actor, id, 'write', log);
    }
    const editable = await reachablePeople(
      db,
      personProfileScope(actor, 'write'),
      family.record.members.map((member) => member.id),
    );
    const members = editable.map((person) => ({
      id: person.id,
      name: `${person.firstName} ${person.lastName}`.trim(),
    }));
    const answers: Record<string, string | number[]> = {
      name: family.record.name,
      members: members.map((member) => member.id),
    };
    return {
      ...withAnswers(familyTemplate('record', { language, members }), (fieldName) => answers[fieldName]),
      version: family.record.version,
    };
  }

  /**
   * `POST api/families[?organisation=]`: a family (named or not yet) of the organisation asked for, else
   * the caller's active one, for which they must hold create_person_profiles (Z3: else a 404, logged),
   * with the members named, each a person the caller may edit (else a 422 naming `members`). The family,
   * its members' moves and one audit row are written in one transaction.
   */
  async create(
    { actor, log, clock }: RequestContext,
    body: CreateFamilyBody,
    requestedOrganisation: number | undefined,
  ): Promise<CreatedResponse> {
    const { db } = this.deps;
    const organisationId = await this.#organisationFor(actor, requestedOrganisation, log);
    const { name = '', members = [] } = body;
    await refuseMembersNotEditable(db, actor, members);
    return db.transaction().execute(async (trx) => {
      const now = clock.now();
      const created = await repository.insertFamily(trx, { name, organisation_id: organisationId }, now);
      await repository.moveMembers(trx, created.id, { added: members, removed: [] }, now);
      await writeAudit(
        trx,
        {
          actorUserId: actor.userId,
          organisationId,
          entity: 'family',
          entityId: created.id,
          action: 'create',
          before: null,
          after: { name, organisation_id: organisationId, members, version: created.version },
        },
        now,
      );
      return { id: created.id };
    });
  }

  /**
   * `PUT api/families/{id}`: the name and members answered, if `version`, when sent, is still the stored
   * one (else 409). `members` replaces the members the caller may edit; those they may not stay, and
   * adding one they may not edit is a 422. Only a caller who runs the family may edit it (else 404).
   */
  async update(ctx: RequestContext, id: number, body: UpdateFamilyBody): Promise<FamilyRecord> {
    const { db } = this.deps;
    const { actor, log } = ctx;
    await versionedUpdate(db, ctx, {
      entity: 'family',
      entityId: id,
      expectedVersion: body.version,
      lock: (trx) => repository.lockFamily(trx, id),
      refuse: async (trx, locked) => {
        const [family] = await present(trx, actor, personProfileScope(actor, 'read'), [locked], undefined);
        if (!family || !reachesFamily(personProfileScope(actor, 'read'), family.scoped)) {
          refuse(actor, id, 'read', log);
        }
        if (!runsFamily(actor, family.scoped)) {
          refuse(actor, id, 'write', log);
        }
      },
      change: async (trx, locked) => {
        const before: Record<string, unknown> = {};
        const after: Record<string, unknown> = {};
        if (body.name !== undefined && body.name !== locked.name) {
          before.name = locked.name;
          after.name = body.name;
        }
        let moves = { added: [] as number[], removed: [] as number[] };
        if (body.members) {
          const current = (await repository.membersOf(trx, [id])).map((member) => member.id);
          const added = body.members.filter((member) => !current.includes(member));
          await refuseMembersNotEditable(trx, actor, added);
          const leaving = current.filter((member) => !body.members?.includes(member));
          const untouchable = await unreachablePeople(trx, personProfileScope(actor, 'write'), leaving);
          const removed = leaving.filter((member) => !untouchable.includes(member));
          if (added.length > 0 || removed.length > 0) {
            moves = { added, removed };
            before.members = current;
            after.members = [...current.filter((member) => !removed.includes(member)), ...added];
          }
        }
        return {
          before,
          after,
          organisationId: locked.organisation_id,
          write: async (now) => {
            const version = await repository.updateFamily(trx, id, { name: body.name }, now);
            await repository.moveMembers(trx, id, moves, now);
            return version;
          },
        };
      },
    });
    // Presented even when the caller's edit took out the last member they reach: they just saved it.
    const row = await repository.findFamily(db, id);
    const [family] = row ? await present(db, actor, personProfileScope(actor, 'read'), [row], undefined) : [];
    if (!family) {
      throw new NotFoundError();
    }
    return family.record;
  }

  /** The organisation a new family is for: the one asked for, else the active one; the caller must run it. */
  async #organisationFor(actor: Actor, requested: number | undefined, log: Logger): Promise<number> {
    const { db } = this.deps;
    // The server stores no active organisation, so of all organisations only the first can be chosen.
    const first = async () =>
      (
        await db.selectFrom('organisations').select('id').orderBy('name').orderBy('id').limit(1).execute()
      ).map(({ id }) => id);
    const organisationId =
      requested ?? chooseActiveOrganisation(actor, { organisationIds: await first(), stored: null });
    // Those who may create people for an organisation may create its families.
    const runs =
      organisationId !== null && hasCapability(capabilities(actor), 'create_person_profiles', organisationId);
    const exists =
      runs &&
      (await db
        .selectFrom('organisations')
        .select('id')
        .where('id', '=', organisationId)
        .executeTakeFirst()) !== undefined;
    if (organisationId === null || !exists) {
      log.warn(
        {
          refusal: 'out_of_scope',
          entity: 'organisation',
          entityId: organisationId,
          access: 'create_family',
          actorUserId: actor.userId,
        },
        'a family for an organisation the caller does not run: answered 404',
      );
      throw new NotFoundError();
    }
    return organisationId;
  }
}

/** The family as the actor sees it, or a 404 (logged) when they reach neither it nor any of its members. */
async function reachableFamily(
  db: Kysely<Database>,
  actor: Actor,
  id: number,
  currentAddressesIn: Language | undefined,
  log: Logger,
): Promise<PresentedFamily> {
  const row = await repository.findFamily(db, id);
  if (!row) {
    throw new NotFoundError();
  }
  const scope = personProfileScope(actor, 'read');
  const [family] = await present(db, actor, scope, [row], currentAddressesIn);
  if (!family || !reachesFamily(scope, family.scoped)) {
    refuse(actor, id, 'read', log);
  }
  return family;
}

/**
 * The families with the members the scope reaches and the actor's user_can on each; with the members'
 * current addresses when `currentAddressesIn` names the language of their countries.
 */
async function present(
  db: Kysely<Database>,
  actor: Actor,
  scope: PersonProfileScope,
  rows: readonly repository.FamilyRow[],
  currentAddressesIn: Language | undefined,
): Promise<PresentedFamily[]> {
  const memberIds = (
    await repository.membersOf(
      db,
      rows.map((row) => row.id),
    )
  ).map((member) => member.id);
  const people = await reachablePeople(db, scope, memberIds, { currentAddressesIn });
  return rows.map((row) => {
    const members = people.filter((person) => person.familyId === row.id);
    const scoped: ScopedFamily = {
      id: row.id,
      organisationId: row.organisation_id,
      members: members.map(scopedPersonOf),
    };
    return {
      scoped,
      record: {
        id: row.id,
        name: row.name,
        user_can: familyUserCan(actor, scoped),
        members,
        version: row.version,
      },
    };
  });
}

function scopedPersonOf(person: PersonProfileListItem) {
  return { id: person.id, familyId: person.familyId, mobilisedBy: person.mobilisedByOrganisationIds };
}

/** A family out of the caller's reach (or edit rights) is a 404 like an unknown one, and the refusal is logged. */
function refuse(actor: Actor, id: number, access: 'read' | 'write', log: Logger): never {
  log.warn(
    { refusal: 'out_of_scope', entity: 'family', entityId: id, access, actorUserId: actor.userId },
    'family out of the caller scope: answered 404',
  );
  throw new NotFoundError();
}

/** Members answered must be people the caller may edit: else a 422 naming `members`, nothing written. */
async function refuseMembersNotEditable(db: Kysely<Database>, actor: Actor, ids: readonly number[]) {
  const refused = await unreachablePeople(db, personProfileScope(actor, 'write'), ids);
  if (refused.length > 0) {
    throw RequestValidationError.fromZodIssues(
      [customIssue(['members'], 'people_not_addable', { ids: refused.join(', ') })],
      'body',
    );
  }
}
