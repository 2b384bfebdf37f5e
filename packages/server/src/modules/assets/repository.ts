import type { AssetableType } from '@mobilise/contract';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** A record a file is attached to, as the asset calls name it. */
export interface AttachedRecord {
  type: AssetableType;
  id: number;
}

/** A stored file with its uploader's person profile, as the answers need it. */
export interface AssetRow {
  id: number;
  filename: string;
  title: string;
  file_size: number;
  content_type: string;
  storage_key: string;
  uploaded_by: number | null;
  created_at: Date;
  updated_at: Date;
  uploader_profile_id: number | null;
  uploader_first_name: string | null;
  uploader_last_name: string | null;
  uploader_known_as: string | null;
  uploader_avatar_id: number | null;
}

/** The files of `ids` that exist, in the order asked. */
export async function findAssets(db: Db, ids: readonly number[]): Promise<AssetRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('assets as a')
    .leftJoin('person_profiles as up', 'up.user_id', 'a.uploaded_by')
    .select([
      'a.id',
      'a.filename',
      'a.title',
      'a.file_size',
      'a.content_type',
      'a.storage_key',
      'a.uploaded_by',
      'a.created_at',
      'a.updated_at',
      'up.id as uploader_profile_id',
      'up.first_name as uploader_first_name',
      'up.last_name as uploader_last_name',
      'up.known_as as uploader_known_as',
      'up.avatar_id as uploader_avatar_id',
    ])
    .where('a.id', 'in', [...ids])
    .execute();
  const byId = new Map(rows.map((row) => [Number(row.id), { ...row, file_size: Number(row.file_size) }]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The files attached to one record, oldest first. */
export async function attachedAssetIds(db: Db, record: AttachedRecord): Promise<number[]> {
  const rows = await db
    .selectFrom('asset_attachments')
    .select('asset_id')
    .where('assetable_type', '=', record.type)
    .where('assetable_id', '=', record.id)
    .orderBy('created_at')
    .orderBy('asset_id')
    .execute();
  return rows.map((row) => Number(row.asset_id));
}

/**
 * The records through which each file is reached: those it is attached to, the person whose avatar it
 * is (an avatar is the profile's own, so it follows the profile's rules), and the assignment whose MOU
 * document it is (read by whoever reads the assignment, the receiving organisation while it is shared).
 */
export async function recordsOfAssets(
  db: Db,
  assetIds: readonly number[],
): Promise<Map<number, AttachedRecord[]>> {
  const records = new Map<number, AttachedRecord[]>(assetIds.map((id) => [id, []]));
  if (assetIds.length === 0) return records;
  const { rows } = await sql<{ asset_id: number; type: AssetableType; id: number }>`
    select asset_id, assetable_type as type, assetable_id as id from asset_attachments
      where asset_id in (${sql.join(assetIds)})
    union all
    select avatar_id as asset_id, 'person_profile' as type, id from person_profiles
      where avatar_id in (${sql.join(assetIds)})
    union all
    select asset_id, 'assignment' as type, assignment_id as id from assignment_mou_documents
      where asset_id in (${sql.join(assetIds)})`.execute(db);
  for (const row of rows) {
    records.get(Number(row.asset_id))?.push({ type: row.type, id: Number(row.id) });
  }
  return records;
}

export interface NewFile {
  filename: string;
  file_size: number;
  content_type: string;
  storage_key: string;
  uploaded_by: number;
}

/** A new file row, titled with its file name, attached to `record` when there is one. */
export async function insertAsset(db: Db, file: NewFile, record: AttachedRecord | undefined, now: Date) {
  const { id } = await db
    .insertInto('assets')
    .values({ ...file, title: file.filename, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (record) {
    await db
      .insertInto('asset_attachments')
      .values({ asset_id: id, assetable_type: record.type, assetable_id: record.id, created_at: now })
      .execute();
  }
  return Number(id);
}

/** New bytes for a file: its name, size, type, key and uploader change; its id, title and links stay. */
export async function replaceAssetFile(db: Db, id: number, file: NewFile, now: Date) {
  await db
    .updateTable('assets')
    .set({ ...file, updated_at: now })
    .where('id', '=', id)
    .execute();
}

export async function renameAsset(db: Db, id: number, title: string, now: Date) {
  await db.updateTable('assets').set({ title, updated_at: now }).where('id', '=', id).execute();
}

/** Deletes the file's row; its links go with it (on delete cascade) and avatars that were it are cleared. */
export async function deleteAsset(db: Db, id: number) {
  await db.deleteFrom('assets').where('id', '=', id).execute();
}
