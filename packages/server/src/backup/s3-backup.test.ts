import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { pipeline } from 'node:stream/promises';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openPglite } from '../db/database.ts';
import { S3FileStore } from '../modules/assets/s3-file-store.ts';
import { describeEachDatabase } from '../test/databases.ts';
import { type RunningS3rver, s3rverCredentials, startS3rver } from '../test/s3rver.ts';
import { packArchive } from './archive.ts';
import { createBackup } from './create-backup.ts';
import { restoreBackup } from './restore-backup.ts';

// Files kept in an S3-compatible bucket (s3rver started here) are backed up from it and restored into
// another; an object already gone when the backup reads it is named in the manifest, not a failure.

const credentials = s3rverCredentials;

describeEachDatabase('backup and restore of files in an S3 bucket (issue 36)', (database) => {
  let s3rver: RunningS3rver;
  let work: string;
  let endpoint: string;
  const bucketStore = (bucket: string) =>
    S3FileStore.fromConfig({
      kind: 's3',
      bucket,
      region: 'us-east-1',
      endpoint,
      forcePathStyle: true,
      credentials,
    });

  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), 'mobilise-s3-backup-'));
    s3rver = await startS3rver(['from', 'to']);
    endpoint = s3rver.endpoint;
  });

  afterAll(async () => {
    await s3rver.stop();
    rmSync(work, { recursive: true, force: true });
  });

  it('backs up the objects the assets name and puts them into the restored bucket', async () => {
    const from = bucketStore('from');
    const kept = randomBytes(16).toString('hex');
    const gone = randomBytes(16).toString('hex');
    const bytes = randomBytes(5000);
    await from.put(kept, Readable.from([bytes]));
    for (const key of [kept, gone]) {
      await database()
        .db.insertInto('assets')
        .values({
          filename: `${key}.bin`,
          title: key,
          file_size: bytes.length,
          content_type: 'application/octet-stream',
          storage_key: key,
          uploaded_by: null,
        })
        .execute();
    }
    const staging = mkdtempSync(join(work, 'staging-'));
    const manifest = await createBackup(database(), from, staging);
    expect(manifest.missingFiles).toEqual([gone]);
    const archive = join(work, 'backup.tar.gz');
    await pipeline(packArchive(staging, manifest), createWriteStream(archive));

    const target = await openPglite();
    try {
      const to = bucketStore('to');
      await restoreBackup(archive, { database: target, store: to }, { workFolder: work });
      expect(await buffer(await to.read(kept))).toEqual(bytes);
      const assets = await target.db.selectFrom('assets').select('storage_key').execute();
      expect(assets.map(({ storage_key }) => storage_key).sort()).toEqual([kept, gone].sort());
    } finally {
      await target.close();
    }
  }, 60_000);
});
