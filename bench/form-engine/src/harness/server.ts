import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';

const types: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
};

/** A loopback static server for dist/ that remembers which scripts were fetched (for the bundle size). */
export interface StaticServer {
  origin: string;
  /** The gzip -9 bytes of every script fetched since the last call. */
  takeScriptGzip(): number;
  close(): Promise<void>;
}

export async function serveStatic(root: string): Promise<StaticServer> {
  let fetched = new Set<string>();
  const server: Server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    const file = `${root}${path.endsWith('/') ? `${path}index.html` : path}`;
    try {
      const body = readFileSync(file);
      if (file.endsWith('.js') && !file.endsWith('spec.js')) fetched.add(file);
      response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    takeScriptGzip() {
      const bytes = [...fetched].reduce(
        (sum, file) => sum + gzipSync(readFileSync(file), { level: 9 }).length,
        0,
      );
      fetched = new Set();
      return bytes;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
