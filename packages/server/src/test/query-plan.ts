import { CompiledQuery, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/**
 * The plan PostgreSQL (or PGlite) chooses for a query, with the given plan kinds turned off: with the few
 * rows of a test the planner would rather scan and sort, so turning those off shows the path a big table
 * takes. A compiled query is explained with its parameters.
 */
export async function planOf(
  db: Kysely<Database>,
  query: string | CompiledQuery,
  off: readonly string[] = ['seqscan'],
): Promise<string> {
  const compiled = typeof query === 'string' ? CompiledQuery.raw(query) : query;
  return db.transaction().execute(async (trx) => {
    for (const kind of off) {
      await trx.executeQuery(CompiledQuery.raw(`set local enable_${kind} = off`));
    }
    const { rows } = await trx.executeQuery<{ 'QUERY PLAN': string }>({
      ...compiled,
      sql: `explain ${compiled.sql}`,
    });
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  });
}

/**
 * A plan line in which `index` serves a search_text LIKE whose pattern is a sub-select computed once
 * (searchTextMatches): PostgreSQL 15 shows it as `$n`, PGlite's 17 as `(InitPlan n).coln`.
 */
export const searchPatternIndexCondition = (index: string) =>
  new RegExp(
    `Bitmap Index Scan on ${index}[^\\n]*\\n\\s+Index Cond: \\(search_text ~~ (\\$\\d+|\\(InitPlan \\d+\\)\\.col\\d+)\\)`,
  );
