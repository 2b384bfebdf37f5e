import { type Agent, request } from 'node:http';

export interface HttpCall {
  method?: 'GET' | 'POST' | 'PUT';
  /** The path and query, e.g. /api/users/me. */
  path: string;
  headers: Record<string, string>;
  /** Sent as JSON. */
  json?: unknown;
}

export interface HttpAnswer {
  status: number;
  /** The body as text when `keepBody` (not decompressed: ask for such bodies without accept-encoding). */
  body: string;
}

/**
 * One call on a kept-alive connection of `agent`, its body read whole (kept as text when `keepBody`),
 * whatever the status: the caller judges it. Rejects only when the connection fails.
 */
export function send(
  agent: Agent,
  baseUrl: string,
  { method = 'GET', path, headers, json }: HttpCall,
  { keepBody = false } = {},
): Promise<HttpAnswer> {
  const payload = json === undefined ? undefined : Buffer.from(JSON.stringify(json));
  return new Promise((resolve, reject) => {
    const outgoing = request(
      new URL(path, baseUrl),
      {
        agent,
        method,
        headers: payload
          ? { ...headers, 'content-type': 'application/json', 'content-length': String(payload.length) }
          : headers,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => keepBody && chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
        );
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}
