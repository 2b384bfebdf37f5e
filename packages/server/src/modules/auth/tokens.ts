import { createHash } from 'node:crypto';
import type { Random } from '../../ports.ts';

/** 256 random bits, base64url: session tokens, XSRF tokens and link tokens alike. */
export function newToken(random: Random): string {
  return random.bytes(32).toString('base64url');
}

/** What the database keeps instead of a token: a session id, or a link token's hash. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
