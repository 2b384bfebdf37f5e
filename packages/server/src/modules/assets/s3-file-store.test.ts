import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { assetSchema } from '@mobilise/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { buildTestApp } from '../../test/app.ts';
import { signedInClient, type TestClient } from '../../test/client.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { createMember, createOrganisation } from '../../test/domain-factories.ts';
import { type RunningS3rver, s3rverCredentials, startS3rver } from '../../test/s3rver.ts';
import { filesUnder, multipartBody, pdfFile } from './test-files.ts';

// The S3 store against a real S3-compatible server (s3rver) started here, through the whole app: what
// is uploaded lands in the bucket, downloads come from it, and replaced, deleted or failed uploads leave
// no object behind.

const bucket = 'mobilise-files';
const credentials = s3rverCredentials;

describeEachDatabase('asset service on an S3-compatible store', (database) => {
  let s3rver: RunningS3rver;
  let dataDir: string;
  let endpoint: string;
  let app: App;
  let member: TestClient;
  let personId: number;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'mobilise-s3-data-'));
    s3rver = await startS3rver([bucket]);
    endpoint = s3rver.endpoint;
    ({ app } = await buildTestApp(database(), {
      env: {
        DATA_DIR: dataDir,
        FILES_MAX_SIZE_KB: '50',
        S3_BUCKET: bucket,
        S3_ENDPOINT: endpoint,
        S3_ACCESS_KEY_ID: credentials.accessKeyId,
        S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      },
    }));
    const organisation = (await createOrganisation(database().db, { name: 'Alpha Mission' })).id;
    const user = await createMember(database().db, [organisation]);
    personId = user.personProfileId;
    member = await signedInClient(app, user);
  }, 60_000);

  afterAll(async () => {
    await app.close();
    await s3rver.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  async function objectKeys(): Promise<string[]> {
    const client = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials });
    const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
    client.destroy();
    return (listed.Contents ?? []).map((object) => object.Key ?? '').sort();
  }

  async function upload(url: string, fileName: string, bytes: Buffer) {
    const { payload, headers } = multipartBody(fileName, bytes);
    return member.request({ method: 'POST', url, payload, headers });
  }

  it('R-CALL-048 R-FILE-001 stores an upload as an object of the bucket under a generated key, and downloads the same bytes', async () => {
    const bytes = pdfFile('In the bucket');
    const response = await upload(
      `/private/api/assets?assetable_type=person_profile&assetable_id=${personId}`,
      'passport.pdf',
      bytes,
    );
    expect(response.statusCode, response.body).toBe(201);
    const asset = assetSchema.parse(response.json());
    const keys = await objectKeys();
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    // Nothing on the server's own disk.
    expect(await filesUnder(join(dataDir, 'files'))).toEqual([]);
    const download = await member.get(`/assets/${asset.id}`);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(bytes)).toBe(true);

    const newer = pdfFile('Replaced in the bucket');
    const replaced = await upload(`/private/api/assets/${asset.id}?_method=PATCH`, 'passport-2.pdf', newer);
    expect(replaced.statusCode, replaced.body).toBe(200);
    const keysAfterReplace = await objectKeys();
    expect(keysAfterReplace).toHaveLength(1);
    expect(keysAfterReplace).not.toEqual(keys);
    expect((await member.get(`/assets/${asset.id}`)).rawPayload.equals(newer)).toBe(true);

    const deleted = await member.request({ method: 'DELETE', url: `/private/api/assets/${asset.id}` });
    expect(deleted.statusCode).toBe(204);
    expect(await objectKeys()).toEqual([]);
  });

  it('F1 an upload over the limit leaves no object in the bucket and no row', async () => {
    const response = await upload('/private/api/assets', 'big.pdf', pdfFile('big', 50 * 1000));
    expect(response.statusCode).toBe(413);
    expect(await objectKeys()).toEqual([]);
    const rows = await database().db.selectFrom('assets').select('id').execute();
    expect(rows).toEqual([]);
  });
});
