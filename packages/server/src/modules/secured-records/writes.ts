import type {
  CreateRequisitionBody,
  CreateVisionStrategyPaperBody,
  RequisitionAvailability,
  RequisitionRecord,
  RequisitionStep,
  RequisitionStepBody,
  UpdateRequisitionBody,
  UpdateVisionStrategyPaperBody,
  VisionStrategyPaperRecord,
} from '@mobilise/contract';
import type { Insertable, Kysely } from 'kysely';
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
import { customIssue } from '../../i18n/zod-issues.ts';
import { requisitionStepMoves, requisitionTakes } from '../../policies/requisition-policy.ts';
import { securedRecordScope } from '../../policies/secured-record-scope.ts';
import {
  canChangeRequisitionsAndPapers,
  canCreateRequisitionsAndPapers,
  type SecuredRecordKind,
} from '../../policies/security-groups.ts';
import type { RequestContext } from '../../request-context.ts';
import type { SecuredRecordsKind } from './kind.ts';

type Db = Kysely<Database>;
type RequisitionFields = Omit<UpdateRequisitionBody, 'version'>;
type PaperFields = Omit<UpdateVisionStrategyPaperBody, 'version'>;
/** The tables of the records written here. */
type WrittenTable = 'requisitions' | 'vision_strategy_papers';

const fieldError = (field: string, key: Parameters<typeof customIssue>[1]) =>
  RequestValidationError.fromZodIssues([customIssue([field], key)], 'body');

/** The keys of `record` among `keys` that it has: what a body sent, as against what it left out. */
function pick<Row extends object, Key extends keyof Row>(record: Row, keys: readonly Key[]): Pick<Row, Key> {
  return Object.fromEntries(
    keys.filter((key) => Object.hasOwn(record, key)).map((key) => [key, record[key]]),
  ) as Pick<Row, Key>;
}

const requisitionColumns = [
  'id',
  'organisation_id',
  'version',
  'availability',
  'title',
  'description',
  'region_id',
  'term_type',
  'team_id',
  'unit_id',
] as const;
const paperColumns = [
  'id',
  'organisation_id',
  'version',
  'title',
  'summary',
  'content',
  'region_id',
] as const;

export interface OpportunityWritesDependencies {
  db: Db;
  requisitions: SecuredRecordsKind<never, unknown, RequisitionRecord>;
  visionStrategyPapers: SecuredRecordsKind<never, unknown, VisionStrategyPaperRecord>;
}

/**
 * Writing requisitions and vision and strategy papers. Office staff, senior leadership and admins create
 * and change them; management creates them and reads them, and is told 403 on a change (R-ROLE-020);
 * anyone else gets a logged 404 as for an unknown record (Z1, Z5). Each write and its one audit row
 * commit together (C4); a save or step at an older version than the stored one is a 409 naming the
 * current one with nothing written (C1, C2). Their search text is kept by a trigger, so the header
 * search finds a change as soon as it commits.
 */
export class OpportunityWritesService {
  constructor(private readonly deps: OpportunityWritesDependencies) {}

  #outOfScope({ actor, log }: Pick<RequestContext, 'actor' | 'log'>, entity: string, id: number | null) {
    log.warn(
      { refusal: 'out_of_scope', entity, entityId: id, actorUserId: actor.userId },
      `${entity.replaceAll('_', ' ')} out of the caller scope: answered 404`,
    );
    return new NotFoundError();
  }

  /** An organisation that does not exist, or where the caller may not create, is a logged 404 (Z5). */
  async #refuseCreate(ctx: RequestContext, organisationId: number, entity: SecuredRecordKind) {
    if (!(await organisationExists(this.deps.db, organisationId))) {
      throw this.#outOfScope(ctx, 'organisation', organisationId);
    }
    if (!canCreateRequisitionsAndPapers(ctx.actor, organisationId)) {
      throw this.#outOfScope(ctx, entity, null);
    }
  }

  /**
   * Who may change a record of the organisation: who runs it; a reader of the record (management, a
   * position holder) is told 403; anyone else gets a logged 404.
   */
  async #refuseChange(
    trx: Db,
    ctx: RequestContext,
    kind: SecuredRecordsKind<never, unknown, unknown> & { kind: SecuredRecordKind },
    publicId: number,
    organisationId: number,
  ) {
    if (canChangeRequisitionsAndPapers(ctx.actor, organisationId)) return;
    const found = await kind.find(trx, securedRecordScope(ctx.actor, kind.kind), publicId, ctx.actor);
    if (found?.inScope) throw new CapabilityNotHeldError();
    throw this.#outOfScope(ctx, kind.kind, publicId);
  }

  async #regionMustExist(db: Db, regionId: unknown) {
    if (typeof regionId !== 'number') return;
    const row = await db.selectFrom('regions').select('id').where('id', '=', regionId).executeTakeFirst();
    if (!row) throw fieldError('region_id', 'region_unknown');
  }

  /**
   * Refuses (422, nothing written) a team or unit that is not the organisation's or is archived, and a
   * requisition naming both. The team or unit is locked until the transaction ends: an archive of it at
   * the same moment waits, then counts this requisition among its open ones.
   */
  async #refuseServed(
    db: Db,
    organisationId: number,
    served: { team_id: number | null; unit_id: number | null },
    changed: Partial<Record<'team_id' | 'unit_id', unknown>>,
  ) {
    if (served.team_id !== null && served.unit_id !== null) {
      throw fieldError('unit_id', 'team_or_unit');
    }
    for (const [field, table] of [
      ['team_id', 'teams'],
      ['unit_id', 'units'],
    ] as const) {
      const id = served[field];
      if (id === null || !Object.hasOwn(changed, field)) continue;
      const row = await db
        .selectFrom(table)
        .select(['organisation_id', 'is_archived'])
        .where('id', '=', id)
        .forShare()
        .executeTakeFirst();
      const prefix = field === 'team_id' ? 'team' : 'unit';
      if (row?.organisation_id !== organisationId) throw fieldError(field, `${prefix}_not_of_organisation`);
      if (row.is_archived) throw fieldError(field, `${prefix}_archived`);
    }
  }

  async #show<Shown>(
    ctx: RequestContext,
    records: SecuredRecordsKind<never, unknown, Shown>,
    publicId: number,
  ): Promise<Shown> {
    const found = await records.find(
      this.deps.db,
      securedRecordScope(ctx.actor, records.kind),
      publicId,
      ctx.actor,
    );
    if (!found) throw new NotFoundError();
    return found.record;
  }

  /**
   * A record of the kind in the organisation, with its audit row, in one transaction: `check` refuses
   * within it what the fields name, and the audit row records `values` as written, at version 1.
   */
  async #create<Shown>(
    ctx: RequestContext,
    records: SecuredRecordsKind<never, unknown, Shown>,
    table: WrittenTable,
    organisationId: number,
    values: Record<string, unknown>,
    check: (trx: Db) => Promise<void>,
  ): Promise<Shown> {
    const { actor, clock } = ctx;
    await this.#refuseCreate(ctx, organisationId, records.kind);
    const publicId = await this.deps.db.transaction().execute(async (trx) => {
      await check(trx);
      const now = clock.now();
      const row = await trx
        .insertInto(table)
        .values({
          // The body's fields, as the contract checked them for the table.
          ...(values as Insertable<Database[WrittenTable]>),
          organisation_id: organisationId,
          created_by: actor.userId,
          last_updated: now,
          created_at: now,
          updated_at: now,
        })
        .returning(['id', 'public_id'])
        .executeTakeFirstOrThrow();
      await writeAudit(
        trx,
        {
          actorUserId: actor.userId,
          organisationId,
          entity: records.kind,
          entityId: row.public_id,
          action: 'create',
          before: null,
          after: { ...values, version: 1 },
        },
        now,
      );
      return Number(row.public_id);
    });
    return this.#show(ctx, records, publicId);
  }

  /** The row locked for a change, once the caller is known to be one who may change it. */
  async #changeable<Row extends { organisation_id: number }>(
    trx: Db,
    ctx: RequestContext,
    records: SecuredRecordsKind<never, unknown, unknown>,
    publicId: number,
    row: Row | undefined,
  ) {
    if (row) await this.#refuseChange(trx, ctx, records, publicId, row.organisation_id);
    return row;
  }

  /** Writes the columns, moves the version on and the last update, and answers the new version. */
  async #write(trx: Db, table: WrittenTable, id: number, columns: Record<string, unknown>, now: Date) {
    const row = await trx
      .updateTable(table)
      .set((eb) => ({
        ...columns,
        version: eb('version', '+', 1),
        last_updated: now,
        updated_at: now,
      }))
      .where('id', '=', id)
      .returning('version')
      .executeTakeFirstOrThrow();
    return row.version;
  }

  // ---- Requisitions ----

  /** `POST api/requisitions`: an OPEN requisition, with its audit row, in one transaction. */
  async createRequisition(ctx: RequestContext, body: CreateRequisitionBody): Promise<RequisitionRecord> {
    const { organisation_id: organisationId, ...fields } = body;
    return this.#create(
      ctx,
      this.deps.requisitions,
      'requisitions',
      organisationId,
      { ...fields, availability: 'OPEN' },
      async (trx) => {
        await this.#regionMustExist(trx, fields.region_id);
        const served = { team_id: fields.team_id ?? null, unit_id: fields.unit_id ?? null };
        await this.#refuseServed(trx, organisationId, served, served);
      },
    );
  }

  async #lockRequisition(trx: Db, ctx: RequestContext, publicId: number) {
    const row = await trx
      .selectFrom('requisitions')
      .select(requisitionColumns)
      .where('public_id', '=', publicId)
      .forUpdate()
      .executeTakeFirst();
    return this.#changeable(trx, ctx, this.deps.requisitions, publicId, row);
  }

  /**
   * `PUT api/requisitions/{public_id}`: writes the fields sent that change, at the version read, while the
   * requisition is not archived (409: reopen it first).
   */
  async updateRequisition(
    ctx: RequestContext,
    publicId: number,
    body: UpdateRequisitionBody,
  ): Promise<RequisitionRecord> {
    const { version, ...fields } = body;
    await versionedUpdate(this.deps.db, ctx, {
      entity: 'requisition',
      entityId: publicId,
      expectedVersion: version,
      lock: (trx) => this.#lockRequisition(trx, ctx, publicId),
      change: async (trx, row) => {
        if (!requisitionTakes(row.availability, 'update')) throw new TransitionNotAllowedError();
        const stored: Required<RequisitionFields> = {
          title: row.title,
          description: row.description,
          region_id: row.region_id,
          term_type: row.term_type,
          team_id: row.team_id,
          unit_id: row.unit_id,
        };
        const { before, after } = changedValues(stored, fields);
        await this.#regionMustExist(trx, after.region_id);
        // The team and unit are only locked when the requisition is open on them: a filled one holds neither.
        await this.#refuseServed(
          trx,
          row.organisation_id,
          { ...pick(row, ['team_id', 'unit_id']), ...pick(after as typeof row, ['team_id', 'unit_id']) },
          row.availability === 'OPEN' ? after : {},
        );
        return {
          before,
          after,
          organisationId: row.organisation_id,
          write: (now) => this.#write(trx, 'requisitions', row.id, after, now),
        };
      },
    });
    return this.#show(ctx, this.deps.requisitions, publicId);
  }

  /**
   * `POST api/requisitions/{public_id}/{fill,archive,reopen}` at the version read: a step its availability
   * does not take is a 409; reopening on an archived team or unit is a 422 on that field. Each step is
   * audited under its own name.
   */
  async stepRequisition(
    ctx: RequestContext,
    publicId: number,
    step: RequisitionStep,
    body: RequisitionStepBody,
  ): Promise<RequisitionRecord> {
    await versionedUpdate(this.deps.db, ctx, {
      entity: 'requisition',
      entityId: publicId,
      action: step,
      expectedVersion: body.version,
      lock: (trx) => this.#lockRequisition(trx, ctx, publicId),
      change: async (trx, row) => {
        if (!requisitionTakes(row.availability, step)) throw new TransitionNotAllowedError();
        const availability: RequisitionAvailability = requisitionStepMoves[step].to;
        if (availability === 'OPEN') {
          await this.#refuseServed(trx, row.organisation_id, row, row);
        }
        return {
          before: { availability: row.availability },
          after: { availability },
          organisationId: row.organisation_id,
          write: (now) => this.#write(trx, 'requisitions', row.id, { availability }, now),
        };
      },
    });
    return this.#show(ctx, this.deps.requisitions, publicId);
  }

  // ---- Vision and strategy papers ----

  /** `POST api/vision-strategy-papers`: a paper, with its audit row, in one transaction. */
  async createPaper(
    ctx: RequestContext,
    body: CreateVisionStrategyPaperBody,
  ): Promise<VisionStrategyPaperRecord> {
    const { organisation_id: organisationId, ...fields } = body;
    return this.#create(
      ctx,
      this.deps.visionStrategyPapers,
      'vision_strategy_papers',
      organisationId,
      fields,
      (trx) => this.#regionMustExist(trx, fields.region_id),
    );
  }

  /** `PUT api/vision-strategy-papers/{public_id}`: the fields sent that change, at the version read. */
  async updatePaper(
    ctx: RequestContext,
    publicId: number,
    body: UpdateVisionStrategyPaperBody,
  ): Promise<VisionStrategyPaperRecord> {
    const { version, ...fields } = body;
    await versionedUpdate(this.deps.db, ctx, {
      entity: 'vision_strategy_paper',
      entityId: publicId,
      expectedVersion: version,
      lock: async (trx) => {
        const row = await trx
          .selectFrom('vision_strategy_papers')
          .select(paperColumns)
          .where('public_id', '=', publicId)
          .forUpdate()
          .executeTakeFirst();
        return this.#changeable(trx, ctx, this.deps.visionStrategyPapers, publicId, row);
      },
      change: async (trx, row) => {
        const stored: Required<PaperFields> = {
          title: row.title,
          summary: row.summary,
          content: row.content,
          region_id: row.region_id,
        };
        const { before, after } = changedValues(stored, fields);
        await this.#regionMustExist(trx, after.region_id);
        return {
          before,
          after,
          organisationId: row.organisation_id,
          write: (now) => this.#write(trx, 'vision_strategy_papers', row.id, after, now),
        };
      },
    });
    return this.#show(ctx, this.deps.visionStrategyPapers, publicId);
  }
}
