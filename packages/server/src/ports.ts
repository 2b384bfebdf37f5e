import { randomBytes } from 'node:crypto';

/**
 * The ports buildApp takes, so that tests swap them without test-only branches: the clock moves time,
 * random makes tokens. (The mail port is `MailTransport`, in mail/transport.ts.)
 */
export interface Clock {
  now(): Date;
}

export interface Random {
  /** `size` cryptographically strong random bytes. */
  bytes(size: number): Buffer;
}

export const systemClock: Clock = { now: () => new Date() };

export const systemRandom: Random = { bytes: (size) => randomBytes(size) };
