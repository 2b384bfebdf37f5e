import { createHash } from 'node:crypto';
import type pg from 'pg';

/** Past this many statements a connection sends the rest unnamed, so that varying texts cannot pile up. */
const maxNamedPerConnection = 500;

/**
 * Makes a node-postgres connection send each statement with parameters as a named prepared statement,
 * named by a hash of its text: PostgreSQL parses it once per connection and, once its generic plan
 * costs no more than the custom ones, plans it once too. A person search spent about a fifth of its
 * database CPU planning (bench/RESULTS.md, API). Statements without parameters (migrations, several
 * statements in one text) stay on the simple protocol.
 */
export function nameStatements(client: pg.PoolClient) {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const named = new Set<string>();
  Object.assign(client, {
    query: (text: unknown, values?: unknown, ...rest: unknown[]) => {
      if (typeof text !== 'string' || !Array.isArray(values) || values.length === 0) {
        return query(text, values, ...rest);
      }
      const name = createHash('sha1').update(text).digest('base64url');
      if (!named.has(name) && named.size >= maxNamedPerConnection) {
        return query(text, values, ...rest);
      }
      named.add(name);
      return query({ name, text, values }, ...rest);
    },
  });
}
