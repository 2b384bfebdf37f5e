import type { Language } from './i18n/languages.ts';
import type { Actor } from './policies/actor.ts';
import type { Clock } from './ports.ts';

/**
 * What services write to the request's log: a line of fields and a message. The request's own logger
 * (with its request id) fits it, and so does any other, so services never depend on the web framework.
 */
export interface Logger {
  info(fields: Record<string, unknown>, message: string): void;
  warn(fields: Record<string, unknown>, message: string): void;
  error(fields: Record<string, unknown>, message: string): void;
}

/**
 * Everything a service learns about the request it serves, passed first to each use case: who asks,
 * the language they read, where refusals are logged, and the time.
 */
export interface RequestContext {
  actor: Actor;
  language: Language;
  log: Logger;
  clock: Clock;
}
