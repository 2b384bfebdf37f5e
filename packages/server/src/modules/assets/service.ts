import type { Readable } from 'node:stream';
import type { Asset, AssetReplaceResponse } from '@mobilise/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { NotFoundError } from '../../http/errors.ts';
import type { Random } from '../../ports.ts';
import type { RequestContext } from '../../request-context.ts';
import { auditMouDocumentChange } from '../assignments/mou-document-audit.ts';
import { opensInline } from './accepted-file-types.ts';
import type { FileStore } from './file-store.ts';
import { checkIncomingFile, type IncomingFile } from './incoming-file.ts';
import { type FileAccess, reachedRecords, reachesFile } from './policy.ts';
import { presentAsset, presentReplacedAsset } from './presenter.ts';
import {
  type AssetRow,
  type AttachedRecord,
  attachedAssetIds,
  deleteAsset,
  findAssets,
  insertAsset,
  type NewFile,
  recordsOfAssets,
  renameAsset,
  replaceAssetFile,
} from './repository.ts';

export interface AssetsServiceOptions {
  db: Kysely<Database>;
  store: FileStore;
  random: Random;
  /** The largest upload, in KB. */
  maxSizeKb: number;
}

/** A file ready to be sent: its row, whether a tab may show it, and its bytes. */
export interface FileDownload {
  asset: AssetRow;
  opensInline: boolean;
  content: Readable;
}

/** Opens the file of the request's multipart body; called only once the caller may store it. */
export type FileOpener = () => Promise<IncomingFile>;

/**
 * Uploaded files: stored, replaced, renamed, deleted, listed and downloaded, each allowed by the rules
 * of the record the file is attached to (out of reach answers 404, as for the record itself).
 */
export class AssetsService {
  constructor(private readonly options: AssetsServiceOptions) {}

  /** The files asked for that the caller may read, or every file of the record named. */
  async list(
    ctx: RequestContext,
    ids: number[] | undefined,
    through: AttachedRecord | undefined,
  ): Promise<Asset[]> {
    const wanted = ids ?? (through ? await attachedAssetIds(this.options.db, through) : []);
    const rows = await this.reachable(ctx, wanted, 'read', through);
    return rows.map(presentAsset);
  }

  async get(ctx: RequestContext, id: number, through: AttachedRecord | undefined): Promise<Asset> {
    return presentAsset(await this.reachableOne(ctx, id, 'read', through));
  }

  /** Stores a new file, attached to `record` when named (which the caller must be allowed to change). */
  async upload(
    ctx: RequestContext,
    record: AttachedRecord | undefined,
    openFile: FileOpener,
  ): Promise<Asset> {
    if (record) {
      const reached = await reachedRecords(this.options.db, ctx, [record], 'write');
      if (reached.size === 0) {
        this.logRefusal(ctx, record.type, record.id, 'write');
        throw new NotFoundError();
      }
    }
    const file = await this.storeFile(ctx, openFile);
    const id = await this.keepingNoOrphan(file.storage_key, () =>
      this.options.db.transaction().execute((trx) => insertAsset(trx, file, record, ctx.clock.now())),
    );
    return this.get(ctx, id, record);
  }

  /**
   * Stores a new file that a record keeps in a list of its own (an assignment's MOU documents): the
   * record's module has already let the caller, and `link` writes the file into that list (with its
   * audit row) in the transaction of the file's row, so a refused link leaves neither row nor bytes.
   */
  async uploadLinked(
    ctx: RequestContext,
    openFile: FileOpener,
    link: (trx: Kysely<Database>, assetId: number, now: Date) => Promise<void>,
  ): Promise<Asset> {
    const file = await this.storeFile(ctx, openFile);
    const id = await this.keepingNoOrphan(file.storage_key, () =>
      this.options.db.transaction().execute(async (trx) => {
        const now = ctx.clock.now();
        const assetId = await insertAsset(trx, file, undefined, now);
        await link(trx, assetId, now);
        return assetId;
      }),
    );
    const [row] = await findAssets(this.options.db, [id]);
    if (!row) throw new NotFoundError();
    return presentAsset(row);
  }

  /** New bytes for a file the caller may change; the old bytes go once the row points at the new ones. */
  async replace(ctx: RequestContext, id: number, openFile: FileOpener): Promise<AssetReplaceResponse> {
    const before = await this.reachableOne(ctx, id, 'write', undefined);
    const file = await this.storeFile(ctx, openFile);
    await this.keepingNoOrphan(file.storage_key, () =>
      replaceAssetFile(this.options.db, id, file, ctx.clock.now()),
    );
    await this.deleteBytes(ctx, before.storage_key);
    const [after] = await findAssets(this.options.db, [id]);
    if (!after) throw new NotFoundError();
    return presentReplacedAsset(after);
  }

  /** A new title; an assignment's MOU document is audited under its assignment in the same transaction. */
  async rename(ctx: RequestContext, id: number, title: string): Promise<Asset> {
    const before = await this.reachableOne(ctx, id, 'write', undefined);
    await this.options.db.transaction().execute(async (trx) => {
      const now = ctx.clock.now();
      await renameAsset(trx, id, title, now);
      await auditMouDocumentChange(trx, ctx, id, { kind: 'rename', before: before.title, after: title }, now);
    });
    return this.get(ctx, id, undefined);
  }

  /**
   * Deletes the file's row and links (an assignment's MOU document audited under its assignment, in the
   * same transaction), then its bytes.
   */
  async delete(ctx: RequestContext, id: number): Promise<void> {
    const asset = await this.reachableOne(ctx, id, 'write', undefined);
    await this.options.db.transaction().execute(async (trx) => {
      await auditMouDocumentChange(trx, ctx, id, { kind: 'delete', title: asset.title }, ctx.clock.now());
      await deleteAsset(trx, id);
    });
    await this.deleteBytes(ctx, asset.storage_key);
  }

  async download(
    ctx: RequestContext,
    id: number,
    through: AttachedRecord | undefined,
  ): Promise<FileDownload> {
    const asset = await this.reachableOne(ctx, id, 'read', through);
    const content = await this.options.store.read(asset.storage_key);
    return { asset, opensInline: opensInline(asset.content_type), content };
  }

  /** The rows of `ids` the caller reaches for `access`, through `through` only when it is named. */
  private async reachable(
    ctx: RequestContext,
    ids: readonly number[],
    access: FileAccess,
    through: AttachedRecord | undefined,
  ): Promise<AssetRow[]> {
    const { db } = this.options;
    const rows = await findAssets(db, ids);
    const records = await recordsOfAssets(
      db,
      rows.map((row) => row.id),
    );
    const reached = await reachedRecords(db, ctx, [...records.values()].flat(), access);
    return rows.filter((row) =>
      reachesFile(
        { uploadedBy: row.uploaded_by, records: records.get(row.id) ?? [] },
        reached,
        ctx.actor,
        through,
      ),
    );
  }

  private async reachableOne(
    ctx: RequestContext,
    id: number,
    access: FileAccess,
    through: AttachedRecord | undefined,
  ): Promise<AssetRow> {
    const [row] = await this.reachable(ctx, [id], access, through);
    if (!row) {
      this.logRefusal(ctx, 'asset', id, access);
      throw new NotFoundError();
    }
    return row;
  }

  /** Reads the upload (its type decided by content, its size checked as it flows) into the store. */
  private async storeFile(ctx: RequestContext, openFile: FileOpener): Promise<NewFile> {
    const checked = await checkIncomingFile(await openFile(), this.options.maxSizeKb);
    const storageKey = this.options.random.bytes(16).toString('hex');
    await this.options.store.put(storageKey, checked.content);
    return {
      filename: checked.fileName,
      file_size: checked.bytesRead(),
      content_type: checked.type.mediaType,
      storage_key: storageKey,
      uploaded_by: ctx.actor.userId,
    };
  }

  /** Runs the database half of a store; if it fails, the bytes just stored go too. */
  private async keepingNoOrphan<T>(storageKey: string, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      await this.options.store.delete(storageKey);
      throw error;
    }
  }

  /** Bytes no row points at any more; a failure is logged, never the caller's problem. */
  private async deleteBytes(ctx: RequestContext, storageKey: string) {
    try {
      await this.options.store.delete(storageKey);
    } catch (error) {
      ctx.log.error({ err: error, storageKey }, 'could not delete the bytes of a deleted or replaced file');
    }
  }

  private logRefusal(ctx: RequestContext, entity: string, entityId: number, access: FileAccess) {
    ctx.log.warn(
      { refusal: 'out_of_scope', entity, entityId, access, actorUserId: ctx.actor.userId },
      'file or record out of the caller scope: answered 404',
    );
  }
}
