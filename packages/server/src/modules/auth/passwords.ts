import { createHash, randomBytes } from 'node:crypto';
import { type Algorithm, hash, parseOptions, verify } from '@node-rs/argon2';

/** Algorithm.Argon2id; the enum is a const enum, which isolated modules cannot read. */
const argon2id = 2 as Algorithm;

/** OWASP ASVS 5.0 11.4's floor for argon2id (A1): 19 MiB of memory, 2 passes, 1 lane. */
export const passwordHashPolicy = { algorithm: argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, passwordHashPolicy);
}

/** False for a wrong password, and for a stored value that is not an argon2 hash at all. */
export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

/** A stored hash weaker than the policy (another algorithm, less memory or fewer passes) is re-hashed. */
export function needsRehash(storedHash: string): boolean {
  try {
    const options = parseOptions(storedHash);
    return (
      options.algorithm !== argon2id ||
      options.memoryCost < passwordHashPolicy.memoryCost ||
      options.timeCost < passwordHashPolicy.timeCost ||
      options.parallelism < passwordHashPolicy.parallelism
    );
  } catch {
    return true;
  }
}

let dummy: Promise<string> | undefined;

/**
 * A hash of a random password, made once: an unknown e-mail is checked against it, so that it costs
 * the same time as a known one (A2).
 */
export function dummyPasswordHash(): Promise<string> {
  dummy ??= hashPassword(randomBytes(32).toString('base64url'));
  return dummy;
}

/** A stable, non-reversible key for an e-mail address in rate-limit buckets. */
export function emailKey(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('base64url');
}
