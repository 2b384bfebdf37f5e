import { type RawBuilder, sql } from 'kysely';

/**
 * A value for a jsonb column. The parameter is sent as text and cast on the server, because the two
 * drivers would serialise a parameter typed jsonb differently (PGlite would encode a string twice).
 */
export function jsonb(value: unknown): RawBuilder<unknown> {
  return sql`cast(cast(${JSON.stringify(value)} as text) as jsonb)`;
}
