import { type Expression, type SqlBool, sql } from 'kysely';

/** The words of a search box, each of which a match must contain. */
export const searchWordsOf = (search: string | undefined): string[] =>
  search?.split(/\s+/).filter((word) => word !== '') ?? [];

/** `%`, `_` and `\` match themselves in a LIKE pattern. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/**
 * One LIKE per word on a `search_text` column (the lowercase, unaccented text a trigger keeps, with a
 * trigram index), so "jose" finds "José", the index serves each word and the words may come in any order.
 * The pattern is a sub-select, which PostgreSQL computes once per statement: written inline, unaccent
 * ran again for every candidate the index gave, in the recheck and in the filter, which was about a
 * seventh of a people search's execution on 100,000 people (bench/RESULTS.md, API).
 */
export const searchTextMatches = (column: string, words: readonly string[]): Expression<SqlBool>[] =>
  words.map(
    (word) =>
      sql<SqlBool>`${sql.ref(column)} like (select '%' || unaccent(lower(${likeLiteral(word)})) || '%')`,
  );
