import type {
  CreatePositionBody,
  PositionListQuery,
  PositionRecord,
  RemovePositionQuery,
  UpdatePositionBody,
} from '@mobilise/contract';
import type { Kysely } from 'kysely';
import { writeAudit } from '../../audit/audit-log.ts';
import { changedValues, versionedUpdate } from '../../audit/versioned-update.ts';
import type { Database } from '../../db/schema.ts';
import { NotFoundError, RequestValidationError } from '../../http/errors.ts';
import { reachOrganisationSettings } from '../../http/organisation-settings-reach.ts';
import { customIssue } from '../../i18n/zod-issues.ts';
import type { SettingsAccess } from '../../policies/organisation-settings-access.ts';
import { positionsAccess, positionUserCan } from '../../policies/position-policy.ts';
import type { RequestContext } from '../../request-context.ts';
import type { PositionRow } from './repository.ts';
import * as repository from './repository.ts';

export interface PositionsServiceDependencies {
  db: Kysely<Database>;
}

/** What the audit log keeps of a position. */
const audited = ({ name, applicable_to, removed }: PositionRow) => ({ name, applicable_to, removed });

/**
 * The positions settings of an organisation: listed by those who manage them and international-office
 * education consultants; created, changed and removed (kept, marked removed) under manage_positions,
 * each change versioned and audited in its own transaction.
 */
export class PositionsService {
  constructor(private readonly deps: PositionsServiceDependencies) {}

  async list(
    ctx: RequestContext,
    organisationId: number,
    query: PositionListQuery,
  ): Promise<PositionRecord[]> {
    const access = await this.#reach(ctx, organisationId, 'read');
    const rows = await repository.listPositions(this.deps.db, organisationId, query.include_removed ?? false);
    return rows.map((row) => present(access, row));
  }

  async create(
    ctx: RequestContext,
    organisationId: number,
    body: CreatePositionBody,
  ): Promise<PositionRecord> {
    const access = await this.#reach(ctx, organisationId, 'manage');
    const { actor, clock } = ctx;
    return this.deps.db.transaction().execute(async (trx) => {
      await refuseTakenName(trx, organisationId, body.name, null);
      const now = clock.now();
      const row = await repository.insertPosition(
        trx,
        { organisation_id: organisationId, name: body.name, applicable_to: body.applicable_to },
        now,
      );
      await writeAudit(
        trx,
        {
          actorUserId: actor.userId,
          organisationId,
          entity: 'position',
          entityId: row.id,
          action: 'create',
          before: null,
          after: { ...audited(row), version: row.version },
        },
        now,
      );
      return present(access, row);
    });
  }

  async update(ctx: RequestContext, id: number, body: UpdatePositionBody): Promise<PositionRecord> {
    const { version, ...changes } = body;
    return this.#change(ctx, id, version, async (trx, row) => {
      if (changes.name !== undefined) {
        await refuseTakenName(trx, row.organisation_id, changes.name, row.id);
      }
      return changes;
    });
  }

  /** Removing keeps the row, marked removed, so the records that used it still name it. */
  async remove(ctx: RequestContext, id: number, { version }: RemovePositionQuery): Promise<PositionRecord> {
    return this.#change(ctx, id, version, async () => ({ removed: true }));
  }

  /** A versioned change of a position the caller manages; a removed one takes no more changes (422). */
  async #change(
    ctx: RequestContext,
    id: number,
    expectedVersion: number,
    changesOf: (
      trx: Kysely<Database>,
      row: PositionRow,
    ) => Promise<Partial<Pick<PositionRow, 'name' | 'applicable_to' | 'removed'>>>,
  ): Promise<PositionRecord> {
    const { db } = this.deps;
    let access: SettingsAccess = 'none';
    await versionedUpdate(db, ctx, {
      entity: 'position',
      entityId: id,
      expectedVersion,
      lock: (trx) => repository.findPosition(trx, id, { lock: true }),
      refuse: async (trx, row) => {
        access = await this.#reach(ctx, row.organisation_id, 'manage', trx);
      },
      change: async (trx, row) => {
        // A removed position stays as it was: changing or removing it again is a step that is not there (Z8).
        if (row.removed) {
          throw RequestValidationError.fromZodIssues([customIssue(['id'], 'position_removed')], 'params');
        }
        const { before, after } = changedValues(row, await changesOf(trx, row));
        return {
          before,
          after,
          organisationId: row.organisation_id,
          write: (now) => repository.updatePosition(trx, id, after, now),
        };
      },
    });
    const row = await repository.findPosition(db, id);
    if (!row) {
      throw new NotFoundError();
    }
    return present(access, row);
  }

  /** The caller's access to the organisation's positions, refused unless it allows `need`. */
  async #reach(
    ctx: RequestContext,
    organisationId: number,
    need: 'read' | 'manage',
    db: Kysely<Database> = this.deps.db,
  ): Promise<SettingsAccess> {
    const access = positionsAccess(ctx.actor, organisationId);
    return reachOrganisationSettings(db, ctx, { name: 'positions', organisationId, access, need });
  }
}

async function refuseTakenName(
  db: Kysely<Database>,
  organisationId: number,
  name: string,
  exceptId: number | null,
): Promise<void> {
  if (await repository.liveNameTaken(db, organisationId, name, exceptId)) {
    throw RequestValidationError.fromZodIssues([customIssue(['name'], 'position_name_taken')], 'body');
  }
}

function present(access: SettingsAccess, row: PositionRow): PositionRecord {
  return { ...row, user_can: positionUserCan(access, row) };
}
