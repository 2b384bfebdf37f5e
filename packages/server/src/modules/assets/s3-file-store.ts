import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { FileStoreConfig } from '../../config.ts';
import { checkedStorageKey, type FileStore } from './file-store.ts';

type S3Config = Extract<FileStoreConfig, { kind: 's3' }>;

/**
 * Files as objects of one bucket of an S3-compatible store, through the official AWS SDK. An upload is
 * gathered in memory before it is sent (at most the upload limit): a single PUT needs its length, and an
 * object appears only once the PUT succeeds, so a failed upload leaves nothing in the bucket.
 */
export class S3FileStore implements FileStore {
  constructor(
    private readonly client: S3Client,
    private readonly bucket: string,
  ) {}

  static fromConfig(config: S3Config): S3FileStore {
    const client = new S3Client({
      region: config.region,
      forcePathStyle: config.forcePathStyle,
      ...(config.endpoint !== undefined && { endpoint: config.endpoint }),
      ...(config.credentials !== undefined && { credentials: config.credentials }),
    });
    return new S3FileStore(client, config.bucket);
  }

  async put(key: string, content: Readable): Promise<void> {
    const bytes = await buffer(content);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: checkedStorageKey(key),
        Body: bytes,
        ContentLength: bytes.length,
      }),
    );
  }

  async read(key: string): Promise<Readable> {
    const answer = await this.client.send(
      new GetObjectCommand({ Bucket: this.bucket, Key: checkedStorageKey(key) }),
    );
    return answer.Body as Readable;
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: checkedStorageKey(key) }));
  }
}
