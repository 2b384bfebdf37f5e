import {
  type CreateGeolocationBody,
  type CreateTeamBody,
  type CreateUnitBody,
  type Geolocation,
  type GeolocationListQuery,
  maxPerPage,
  type Paged,
  type TeamListQuery,
  type TeamOrUnitChangeBody,
  type TeamOrUnitListQuery,
  type TeamRecord,
  type UnitRecord,
  type UpdateGeolocationBody,
  type UpdateTeamBody,
  type UpdateUnitBody,
} from '@mobilise/contract';
import type { Kysely } from 'kysely';
import { writeAudit } from '../../audit/audit-log.ts';
import { changedValues, versionedUpdate } from '../../audit/versioned-update.ts';
import { organisationExists } from '../../db/organisation-exists.ts';
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
import type { Actor } from '../../policies/actor.ts';
import { capabilities } from '../../policies/capabilities.ts';
import {
  managesGeolocation,
  managesTeams,
  managesUnits,
  reachesGeolocation,
  type ScopedTeam,
  type ScopedUnit,
  seesOrganisationRequisitions,
  seesTeam,
  type TeamReach,
  teamReach,
  teamRefusal,
  teamScope,
  teamUserCan,
  unitRefusal,
  unitUserCan,
} from '../../policies/team-policy.ts';
import type { RequestContext } from '../../request-context.ts';
import { countryNamesOf } from '../reference-data/lists/countries.ts';
import { heldInPlaceError } from './errors.ts';
import type { GeolocationRow, TeamRow, UnitRow } from './repository.ts';
import * as repository from './repository.ts';

export interface TeamsAndUnitsServiceDependencies {
  db: Kysely<Database>;
}

type Db = Kysely<Database>;
type TeamFields = Omit<UpdateTeamBody, 'version'>;
type UnitFields = Omit<UpdateUnitBody, 'version'>;
type GeolocationFields = Omit<UpdateGeolocationBody, 'version'>;

const fieldError = (field: string, key: Parameters<typeof customIssue>[1], params = {}) =>
  RequestValidationError.fromZodIssues([customIssue([field], key, params)], 'body');

export const scopedTeamOf = (row: TeamRow): ScopedTeam => ({
  organisationId: row.organisation_id,
  status: row.status,
  isArchived: row.is_archived,
  openRequisitions: row.open_requisitions.length,
  activeMembers: Number(row.active_members),
});

export const scopedUnitOf = (row: UnitRow): ScopedUnit => ({
  organisationId: row.organisation_id,
  isArchived: row.is_archived,
  openRequisitions: Number(row.open_requisitions_count),
  activeTeams: row.teams.filter((team) => !team.is_archived).length,
});

/** The stored values of a team's fields, as the bodies name them. */
function storedTeamFields(row: TeamRow): Required<TeamFields> {
  return {
    name: row.name,
    code: row.code ?? '',
    description: row.description,
    unit_id: row.unit_id,
    type: row.type,
    is_open_for_enquiries: row.is_open_for_enquiries,
    private_notes: row.private_notes,
    vision_strategy_paper_id: row.vision_strategy_paper_id,
    geolocation_id: row.geolocation_id,
    person_profile_ids: row.person_profile_ids,
  };
}

function storedUnitFields(row: UnitRow): Required<UnitFields> {
  return {
    name: row.name,
    code: row.code ?? '',
    description: row.description,
    is_open_for_enquiries: row.is_open_for_enquiries,
    private_notes: row.private_notes,
    vision_strategy_paper_id: row.vision_strategy_paper_id,
  };
}

function storedGeolocationFields(row: GeolocationRow): Record<keyof GeolocationFields, unknown> {
  return {
    name: row.name,
    country: row.country,
    latitude: row.latitude,
    longitude: row.longitude,
    location_type: row.location_type,
    region_id: row.region_id,
  };
}

/** A team as its reader may see it: private notes only for who runs the organisation's teams. */
function presentTeam(row: TeamRow, actor: Actor, reach: TeamReach): TeamRecord {
  const scoped = scopedTeamOf(row);
  return {
    ...storedTeamFields(row),
    id: row.id,
    version: row.version,
    organisation_id: row.organisation_id,
    status: row.status,
    is_archived: row.is_archived,
    private_notes: reach === 'run' ? row.private_notes : null,
    open_requisitions: seesOrganisationRequisitions(actor, row.organisation_id) ? row.open_requisitions : [],
    attachments: row.attachments,
    can_be_archived: teamRefusal(scoped, 'archive') === null,
    can_be_unpublished: teamRefusal(scoped, 'unpublish') === null,
    user_can: teamUserCan(actor, scoped),
  };
}

/** A unit as its reader may see it: the teams under it that they see, private notes as a team's. */
function presentUnit(row: UnitRow, actor: Actor, reach: TeamReach): UnitRecord {
  const scoped = scopedUnitOf(row);
  return {
    ...storedUnitFields(row),
    id: row.id,
    version: row.version,
    organisation_id: row.organisation_id,
    is_archived: row.is_archived,
    private_notes: reach === 'run' ? row.private_notes : null,
    open_requisitions_count: scoped.openRequisitions,
    teams: row.teams
      .filter((team) => seesTeam(reach, team.status))
      .map((team) => ({ ...team, code: team.code ?? '' })),
    attachments: row.attachments,
    can_be_archived: unitRefusal(scoped, 'archive') === null,
    user_can: unitUserCan(actor, scoped),
  };
}

function presentGeolocation(row: GeolocationRow, actor: Actor): Geolocation {
  return {
    ...row,
    user_can: managesGeolocation(actor, row.organisation_id) ? ['update'] : [],
  };
}

/** The team columns of the fields that change (the members are a table of their own). */
function teamColumnsOf(after: Record<string, unknown>): repository.TeamColumns {
  const { person_profile_ids: _members, ...columns } = after;
  return columns as repository.TeamColumns;
}

/**
 * Teams, units and the places they serve in. A record out of the caller's reach is a 404 like an unknown
 * one, logged (Z1); a change needs manage_teams, manage_units or manage_geographical_locations for the
 * record's organisation (403 to a reader without it); each write and its one audit row commit together
 * (C4), and a save at an older version than the stored one is a 409 with nothing written (C1, C2).
 */
export class TeamsAndUnitsService {
  constructor(private readonly deps: TeamsAndUnitsServiceDependencies) {}

  #outOfScope({ actor, log }: Pick<RequestContext, 'actor' | 'log'>, entity: string, id: number | null) {
    log.warn(
      { refusal: 'out_of_scope', entity, entityId: id, actorUserId: actor.userId },
      `${entity} out of the caller scope: answered 404`,
    );
    return new NotFoundError();
  }

  /**
   * Who may create in an organisation: a holder of the capability there; a reader of its teams who lacks
   * it is told (403); anyone else, or an organisation that does not exist, is a logged 404 (Z5).
   */
  async #refuseCreate(ctx: RequestContext, organisationId: number, manages: boolean, entity: string) {
    if (!(await organisationExists(this.deps.db, organisationId))) {
      throw this.#outOfScope(ctx, 'organisation', organisationId);
    }
    if (manages) return;
    if (teamReach(ctx.actor, organisationId) === 'none') {
      throw this.#outOfScope(ctx, entity, null);
    }
    throw new CapabilityNotHeldError();
  }

  // ---- Teams ----

  async #reachableTeam(db: Db, ctx: RequestContext, id: number, lock = false) {
    const row = await repository.findTeam(db, id, { lock });
    if (!row) {
      throw new NotFoundError();
    }
    const reach = teamReach(ctx.actor, row.organisation_id);
    if (!seesTeam(reach, row.status)) {
      throw this.#outOfScope(ctx, 'team', id);
    }
    return { row, reach, version: row.version };
  }

  /** `GET api/teams/{id}` (R-CALL-014). */
  async getTeam(ctx: RequestContext, id: number): Promise<TeamRecord> {
    const { row, reach } = await this.#reachableTeam(this.deps.db, ctx, id);
    return presentTeam(row, ctx.actor, reach);
  }

  /**
   * `GET api/teams` (R-CALL-015): the teams the caller sees, by name; archived ones only with
   * include_archived. Without per_page, every one: the pages and pickers read the whole list.
   */
  async listTeams(ctx: RequestContext, query: TeamListQuery, url: string): Promise<Paged<TeamRecord>> {
    refuseEmptyIdLists(query, ['organisation', 'unit']);
    const { db } = this.deps;
    const page = pageRequestOf(query, maxPerPage);
    const { ids, total } = await repository.listTeamIds(
      db,
      teamScope(ctx.actor),
      {
        includeArchived: query.include_archived ?? false,
        organisationIds: query.organisation,
        unitIds: query.unit,
        status: query.status,
      },
      { limit: page.perPage, offset: offsetOf(page) },
    );
    const rows = await repository.findTeams(db, ids);
    const map = capabilities(ctx.actor);
    return pagedOf(
      rows.map((row) => presentTeam(row, ctx.actor, teamReach(ctx.actor, row.organisation_id, map))),
      total,
      page,
      url,
    );
  }

  /**
   * Refuses (422, nothing written) a unit or paper that is not the organisation's, an archived unit (locked,
   * so that it is not archived meanwhile), a place that does not exist, or people the organisation does
   * not mobilise, among the fields that change.
   */
  async #refuseForeignReferences(db: Db, organisationId: number, fields: Record<string, unknown>) {
    const unitId = fields.unit_id;
    if (typeof unitId === 'number') {
      const unit = await repository.lockUnitOf(db, unitId);
      if (unit?.organisation_id !== organisationId) throw fieldError('unit_id', 'unit_not_of_organisation');
      if (unit.is_archived) throw fieldError('unit_id', 'unit_archived');
    }
    const paperId = fields.vision_strategy_paper_id;
    if (
      typeof paperId === 'number' &&
      (await repository.organisationsOf(db, 'vision_strategy_papers', [paperId])).get(paperId) !==
        organisationId
    ) {
      throw fieldError('vision_strategy_paper_id', 'paper_not_of_organisation');
    }
    const placeId = fields.geolocation_id;
    if (
      typeof placeId === 'number' &&
      !(await repository.organisationsOf(db, 'geolocations', [placeId])).has(placeId)
    ) {
      throw fieldError('geolocation_id', 'geolocation_unknown');
    }
    const people = fields.person_profile_ids;
    if (Array.isArray(people)) {
      const mobilised = await repository.peopleMobilisedBy(db, organisationId, people);
      const refused = [...new Set(people.filter((id) => !mobilised.has(id)))];
      if (refused.length > 0) {
        throw fieldError('person_profile_ids', 'people_not_addable', { ids: refused.join(', ') });
      }
      if (new Set(people).size !== people.length) {
        throw fieldError('person_profile_ids', 'person_listed_twice');
      }
    }
  }

  /**
   * `POST api/teams`: a DRAFT team of the organisation named, by a holder of manage_teams there. The
   * team, its members and one audit row are written in one transaction.
   */
  async createTeam(ctx: RequestContext, body: CreateTeamBody): Promise<TeamRecord> {
    const { actor, clock } = ctx;
    const { organisation_id: organisationId, person_profile_ids: members = [], ...fields } = body;
    await this.#refuseCreate(ctx, organisationId, managesTeams(actor, organisationId), 'team');
    const id = await this.deps.db.transaction().execute(async (trx) => {
      await this.#refuseForeignReferences(trx, organisationId, { ...fields, person_profile_ids: members });
      const now = clock.now();
      const id = await repository.insertTeam(
        trx,
        { ...fields, organisation_id: organisationId, status: 'DRAFT' },
        now,
      );
      await repository.replaceTeamMembers(trx, id, members);
      await writeAudit(
        trx,
        {
          actorUserId: actor.userId,
          organisationId,
          entity: 'team',
          entityId: id,
          action: 'create',
          before: null,
          after: { ...fields, person_profile_ids: members, status: 'DRAFT', version: 1 },
        },
        now,
      );
      return id;
    });
    return this.getTeam(ctx, id);
  }

  /** 403 to a reader without manage_teams for the team's organisation. */
  #refuseTeamChange(ctx: RequestContext, row: TeamRow) {
    if (!managesTeams(ctx.actor, row.organisation_id)) {
      throw new CapabilityNotHeldError();
    }
  }

  /**
   * `PUT api/teams/{id}`: writes the fields sent that change, at the version read (409 naming the current
   * one otherwise), while the team is not archived (409).
   */
  async updateTeam(ctx: RequestContext, id: number, body: UpdateTeamBody): Promise<TeamRecord> {
    const { version, ...fields } = body;
    await versionedUpdate(this.deps.db, ctx, {
      entity: 'team',
      entityId: id,
      expectedVersion: version,
      lock: (trx) => this.#reachableTeam(trx, ctx, id, true),
      refuse: (_trx, { row }) => this.#refuseTeamChange(ctx, row),
      change: async (trx, { row }) => {
        if (teamRefusal(scopedTeamOf(row), 'update') !== null) {
          throw new TransitionNotAllowedError();
        }
        const { before, after } = changedValues(storedTeamFields(row), fields);
        await this.#refuseForeignReferences(trx, row.organisation_id, after);
        return {
          before,
          after,
          organisationId: row.organisation_id,
          write: async (now) => {
            if (Object.hasOwn(after, 'person_profile_ids')) {
              await repository.replaceTeamMembers(trx, id, fields.person_profile_ids ?? []);
            }
            return repository.updateTeam(trx, id, teamColumnsOf(after), now);
          },
        };
      },
    });
    return this.getTeam(ctx, id);
  }

  /**
   * `POST api/teams/{id}/{publish,unpublish,archive,unarchive}` at the version read: a step the team's
   * state has not is a 409 (Z8); unpublish and archive are refused with their reason (409) while the team
   * has open requisitions, and archive while it has active members. Nothing is written on a refusal.
   */
  async stepTeam(
    ctx: RequestContext,
    id: number,
    action: 'publish' | 'unpublish' | 'archive' | 'unarchive',
    body: TeamOrUnitChangeBody,
  ): Promise<TeamRecord> {
    const columns = {
      publish: { status: 'PUBLISHED' },
      unpublish: { status: 'DRAFT' },
      archive: { is_archived: true },
      unarchive: { is_archived: false },
    } as const satisfies Record<typeof action, repository.TeamColumns>;
    await versionedUpdate(this.deps.db, ctx, {
      entity: 'team',
      entityId: id,
      action,
      expectedVersion: body.version,
      lock: (trx) => this.#reachableTeam(trx, ctx, id, true),
      refuse: (_trx, { row }) => this.#refuseTeamChange(ctx, row),
      change: async (trx, { row }) => {
        const refusal = teamRefusal(scopedTeamOf(row), action);
        if (refusal === 'transition') throw new TransitionNotAllowedError();
        if (refusal !== null) throw heldInPlaceError(refusal);
        if (action === 'unarchive') {
          // A team brought back under an archived unit would be live under a unit that is not.
          await this.#refuseForeignReferences(trx, row.organisation_id, { unit_id: row.unit_id });
        }
        const after = columns[action];
        const before = 'status' in after ? { status: row.status } : { is_archived: row.is_archived };
        return {
          before,
          after,
          organisationId: row.organisation_id,
          write: (now) => repository.updateTeam(trx, id, after, now),
        };
      },
    });
    return this.getTeam(ctx, id);
  }

  // ---- Units ----

  async #reachableUnit(db: Db, ctx: RequestContext, id: number, lock = false) {
    const row = await repository.findUnit(db, id, { lock });
    if (!row) {
      throw new NotFoundError();
    }
    const reach = teamReach(ctx.actor, row.organisation_id);
    if (reach === 'none') {
      throw this.#outOfScope(ctx, 'unit', id);
    }
    return { row, reach, version: row.version };
  }

  /** `GET api/units/{id}` (R-CALL-016): the unit with the teams under it that the caller sees. */
  async getUnit(ctx: RequestContext, id: number): Promise<UnitRecord> {
    const { row, reach } = await this.#reachableUnit(this.deps.db, ctx, id);
    return presentUnit(row, ctx.actor, reach);
  }

  /** `GET api/units` (R-CALL-017), as the teams list. */
  async listUnits(ctx: RequestContext, query: TeamOrUnitListQuery, url: string): Promise<Paged<UnitRecord>> {
    refuseEmptyIdLists(query, ['organisation']);
    const { db } = this.deps;
    const page = pageRequestOf(query, maxPerPage);
    const { ids, total } = await repository.listUnitIds(
      db,
      teamScope(ctx.actor),
      { includeArchived: query.include_archived ?? false, organisationIds: query.organisation },
      { limit: page.perPage, offset: offsetOf(page) },
    );
    const rows = await repository.findUnits(db, ids);
    const map = capabilities(ctx.actor);
    return pagedOf(
      rows.map((row) => presentUnit(row, ctx.actor, teamReach(ctx.actor, row.organisation_id, map))),
      total,
      page,
      url,
    );
  }

  /** `POST api/units`: a unit of the organisation named, by a holder of manage_units there. */
  async createUnit(ctx: RequestContext, body: CreateUnitBody): Promise<UnitRecord> {
    const { actor, clock } = ctx;
    const { organisation_id: organisationId, ...fields } = body;
    await this.#refuseCreate(ctx, organisationId, managesUnits(actor, organisationId), 'unit');
    const id = await this.deps.db.transaction().execute(async (trx) => {
      await this.#refuseForeignReferences(trx, organisationId, fields);
      const now = clock.now();
      const id = await repository.insertUnit(trx, { ...fields, organisation_id: organisationId }, now);
      await writeAudit(
        trx,
        {
          actorUserId: actor.userId,
          organisationId,
          entity: 'unit',
          entityId: id,
          action: 'create',
          before: null,
          after: { ...fields, version: 1 },
        },
        now,
      );
      return id;
    });
    return this.getUnit(ctx, id);
  }

  #refuseUnitChange(ctx: RequestContext, row: UnitRow) {
    if (!managesUnits(ctx.actor, row.organisation_id)) {
      throw new CapabilityNotHeldError();
    }
  }

  /** `PUT api/units/{id}`: as a team's update. */
  async updateUnit(ctx: RequestContext, id: number, body: UpdateUnitBody): Promise<UnitRecord> {
    const { version, ...fields } = body;
    await versionedUpdate(this.deps.db, ctx, {
      entity: 'unit',
      entityId: id,
      expectedVersion: version,
      lock: (trx) => this.#reachableUnit(trx, ctx, id, true),
      refuse: (_trx, { row }) => this.#refuseUnitChange(ctx, row),
      change: async (trx, { row }) => {
        if (unitRefusal(scopedUnitOf(row), 'update') !== null) {
          throw new TransitionNotAllowedError();
        }
        const { before, after } = changedValues(storedUnitFields(row), fields);
        await this.#refuseForeignReferences(trx, row.organisation_id, after);
        return {
          before,
          after,
          organisationId: row.organisation_id,
          write: (now) => repository.updateUnit(trx, id, after as repository.UnitColumns, now),
        };
      },
    });
    return this.getUnit(ctx, id);
  }

  /**
   * `POST api/units/{id}/{archive,unarchive}`: archive only once every team under the unit is archived
   * and neither it nor they have open requisitions (409 naming the reason).
   */
  async stepUnit(
    ctx: RequestContext,
    id: number,
    action: 'archive' | 'unarchive',
    body: TeamOrUnitChangeBody,
  ): Promise<UnitRecord> {
    const isArchived = action === 'archive';
    await versionedUpdate(this.deps.db, ctx, {
      entity: 'unit',
      entityId: id,
      action,
      expectedVersion: body.version,
      lock: (trx) => this.#reachableUnit(trx, ctx, id, true),
      refuse: (_trx, { row }) => this.#refuseUnitChange(ctx, row),
      change: async (trx, { row }) => {
        const refusal = unitRefusal(scopedUnitOf(row), action);
        if (refusal === 'transition') throw new TransitionNotAllowedError();
        if (refusal !== null) throw heldInPlaceError({ unit: refusal });
        return {
          before: { is_archived: row.is_archived },
          after: { is_archived: isArchived },
          organisationId: row.organisation_id,
          write: (now) => repository.updateUnit(trx, id, { is_archived: isArchived }, now),
        };
      },
    });
    return this.getUnit(ctx, id);
  }

  // ---- Geolocations ----

  async #reachableGeolocation(db: Db, ctx: RequestContext, id: number, lock = false) {
    const row = await repository.findGeolocation(db, id, { lock });
    if (!row) {
      throw new NotFoundError();
    }
    if (!reachesGeolocation(ctx.actor, row.organisation_id)) {
      throw this.#outOfScope(ctx, 'geolocation', id);
    }
    return row;
  }

  /** `GET api/geolocations/{id}`. */
  async getGeolocation(ctx: RequestContext, id: number): Promise<Geolocation> {
    return presentGeolocation(await this.#reachableGeolocation(this.deps.db, ctx, id), ctx.actor);
  }

  /**
   * `GET api/geolocations`: the places of the organisations where the caller manages places, and the
   * shared ones; a caller who manages places nowhere gets a 404 (logged), as the page's guard sends them away.
   */
  async listGeolocations(
    ctx: RequestContext,
    query: GeolocationListQuery,
    url: string,
  ): Promise<Paged<Geolocation>> {
    refuseEmptyIdLists(query, ['organisation']);
    const held = capabilities(ctx.actor).manage_geographical_locations;
    if (held === undefined) {
      throw this.#outOfScope(ctx, 'geolocations', null);
    }
    const page = pageRequestOf(query, maxPerPage);
    const { rows, total } = await repository.listGeolocations(
      this.deps.db,
      held === '*' ? { all: true } : { all: false, organisationIds: held, shared: true },
      { organisationIds: query.organisation, country: query.country },
      { limit: page.perPage, offset: offsetOf(page) },
    );
    return pagedOf(
      rows.map((row) => presentGeolocation(row, ctx.actor)),
      total,
      page,
      url,
    );
  }

  /** Refuses (422) a country not in the countries list and a region that does not exist, among what changes. */
  async #refuseUnknownPlaceFields(db: Db, fields: Record<string, unknown>) {
    if (typeof fields.country === 'string' && countryNamesOf('en', fields.country).length === 0) {
      throw fieldError('country', 'country_unknown');
    }
    if (typeof fields.region_id === 'number' && !(await repository.regionExists(db, fields.region_id))) {
      throw fieldError('region_id', 'region_unknown');
    }
  }

  /**
   * `POST api/geolocations`: a place of an organisation where the caller holds
   * manage_geographical_locations; a shared one (no organisation) only for admins (403 to others).
   */
  async createGeolocation(ctx: RequestContext, body: CreateGeolocationBody): Promise<Geolocation> {
    const { actor, clock } = ctx;
    const { organisation_id: organisationId, ...fields } = body;
    if (!managesGeolocation(actor, organisationId)) {
      if (organisationId !== null && !reachesGeolocation(actor, organisationId)) {
        throw this.#outOfScope(ctx, 'organisation', organisationId);
      }
      throw new CapabilityNotHeldError();
    }
    if (organisationId !== null && !(await organisationExists(this.deps.db, organisationId))) {
      throw this.#outOfScope(ctx, 'organisation', organisationId);
    }
    const id = await this.deps.db.transaction().execute(async (trx) => {
      await this.#refuseUnknownPlaceFields(trx, fields);
      const now = clock.now();
      const id = await repository.insertGeolocation(trx, { ...fields, organisation_id: organisationId }, now);
      await writeAudit(
        trx,
        {
          actorUserId: actor.userId,
          organisationId,
          entity: 'geolocation',
          entityId: id,
          action: 'create',
          before: null,
          after: { ...fields, organisation_id: organisationId, version: 1 },
        },
        now,
      );
      return id;
    });
    return this.getGeolocation(ctx, id);
  }

  /** `PUT api/geolocations/{id}`: the fields sent that change, at the version read; the organisation stays. */
  async updateGeolocation(
    ctx: RequestContext,
    id: number,
    body: UpdateGeolocationBody,
  ): Promise<Geolocation> {
    const { version, ...fields } = body;
    await versionedUpdate(this.deps.db, ctx, {
      entity: 'geolocation',
      entityId: id,
      expectedVersion: version,
      lock: (trx) => this.#reachableGeolocation(trx, ctx, id, true),
      refuse: (_trx, row) => {
        if (!managesGeolocation(ctx.actor, row.organisation_id)) throw new CapabilityNotHeldError();
      },
      change: async (trx, row) => {
        const { before, after } = changedValues(storedGeolocationFields(row), fields);
        await this.#refuseUnknownPlaceFields(trx, after);
        return {
          before,
          after,
          organisationId: row.organisation_id,
          write: (now) => repository.updateGeolocation(trx, id, after as repository.GeolocationColumns, now),
        };
      },
    });
    return this.getGeolocation(ctx, id);
  }
}
