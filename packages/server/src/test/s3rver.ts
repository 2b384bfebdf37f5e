import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

/** What s3rver accepts from any client. */
export const s3rverCredentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface RunningS3rver {
  /** Where the S3 clients send their requests: `http://127.0.0.1:<port>`. */
  endpoint: string;
  /** Stops the server and removes its folder. */
  stop(): Promise<void>;
}

/** A real S3-compatible server (s3rver) on a free local port, holding these buckets in a folder of its own. */
export async function startS3rver(buckets: readonly string[]): Promise<RunningS3rver> {
  const folder = await mkdtemp(join(tmpdir(), 'mobilise-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: folder,
    configureBuckets: buckets.map((name) => ({ name })),
  });
  const { port } = await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    stop: async () => {
      await server.close();
      await rm(folder, { recursive: true, force: true });
    },
  };
}
