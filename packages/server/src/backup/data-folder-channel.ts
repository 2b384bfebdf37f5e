import { createHash } from 'node:crypto';
import { chmodSync, mkdirSync, rmSync } from 'node:fs';
import { createServer, get, type IncomingMessage, type RequestListener } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * The embedded database's folder can be open in one process only. The process that has it (the server,
 * or a backup or restore run while no server does) listens on a socket inside the data folder: a second
 * process finds it there and, rather than open the folder too, asks it for a backup or gives up. Only
 * whoever may read the data folder can reach the socket (it is made readable by its owner only), and it
 * is not on the network at all.
 */
export function channelPath(dataDir: string): string {
  const name = `mobilise-${createHash('sha256').update(dataDir).digest('hex').slice(0, 24)}`;
  // Windows has no sockets in folders: a named pipe named after the folder stands in for one.
  if (process.platform === 'win32') return `\\\\.\\pipe\\${name}`;
  const inFolder = join(dataDir, 'backup.sock');
  // A socket's path has at most 107 bytes on Linux (103 on macOS): a deep data folder's goes to the
  // temporary folder instead, still readable by its owner only.
  return Buffer.byteLength(inFolder) <= maxSocketPathBytes ? inFolder : join(tmpdir(), `${name}.sock`);
}

const maxSocketPathBytes = 100;

/** Another process (a server, a backup or a restore) has the data folder. */
export class DataFolderInUse extends Error {
  override name = 'DataFolderInUse';
}

export interface DataFolderClaim {
  /** What the socket answers from now on (until then: 503, the process is starting). */
  serve(handler: RequestListener): void;
  release(): Promise<void>;
}

/**
 * Takes the data folder for this process by listening on its socket; throws DataFolderInUse when
 * another process answers there. A socket file left by a process that died is taken over.
 */
export async function claimDataFolder(dataDir: string): Promise<DataFolderClaim> {
  mkdirSync(dataDir, { recursive: true });
  const path = channelPath(dataDir);
  let handler: RequestListener = (_request, response) => {
    response.writeHead(503).end('The Mobilise process holding the data folder is starting or stopping.');
  };
  const server = createServer((request, response) => handler(request, response));
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(path, () => {
        server.off('error', reject);
        resolve();
      });
    });
  try {
    await listen();
  } catch (error) {
    if ((error as { code?: string }).code !== 'EADDRINUSE') throw error;
    if (await answers(path)) {
      throw new DataFolderInUse(
        `Another Mobilise process (the server, a backup or a restore) is using the data folder ${dataDir}.`,
      );
    }
    rmSync(path, { force: true });
    await listen();
  }
  if (process.platform !== 'win32') chmodSync(path, 0o600);
  return {
    serve: (next) => {
      handler = next;
    },
    release: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Whether a process listens on the socket (a connection it refuses, or no socket, means none). */
async function answers(path: string): Promise<boolean> {
  try {
    const response = await request(path, '/');
    response.resume();
    return true;
  } catch {
    return false;
  }
}

function request(socketPath: string, path: string) {
  return new Promise<IncomingMessage>((resolve, reject) => {
    // A connection of its own: a kept-alive one may be to a process that has since let the folder go.
    get({ socketPath, path, agent: false }, resolve).once('error', reject);
  });
}

/**
 * Asks the process holding the data folder for a backup and writes it to `into`; answers false when no
 * process holds it (so the caller may open the folder itself).
 */
export async function requestBackup(dataDir: string, into: () => Writable): Promise<boolean> {
  let response: IncomingMessage;
  try {
    response = await request(channelPath(dataDir), '/backup');
  } catch (error) {
    const { code } = error as { code?: string };
    if (code === 'ENOENT' || code === 'ECONNREFUSED') return false;
    throw error;
  }
  if (response.statusCode !== 200) {
    const chunks: Buffer[] = [];
    for await (const chunk of response) chunks.push(chunk as Buffer);
    throw new Error(`The running server could not make the backup: ${Buffer.concat(chunks).toString()}`);
  }
  await pipeline(response, into());
  return true;
}

/**
 * The socket's answer to GET /backup: the archive `backup` writes, streamed as it is packed. A failure
 * before the archive starts is a 500 with its message; one after it cuts the answer short, which the
 * asking side's check of the archive then refuses.
 */
export function answerBackups(backup: (into: () => Writable) => Promise<unknown>): RequestListener {
  return (request, response) => {
    if (request.method !== 'GET' || request.url !== '/backup') {
      response.writeHead(404).end();
      return;
    }
    backup(() => response.writeHead(200, { 'content-type': 'application/gzip' })).catch((error: unknown) => {
      if (response.headersSent) {
        response.destroy(error instanceof Error ? error : undefined);
      } else {
        response.writeHead(500).end(error instanceof Error ? error.message : String(error));
      }
    });
  };
}
