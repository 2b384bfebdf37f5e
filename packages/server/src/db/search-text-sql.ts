import { type Expression, type RawBuilder, type SqlBool, sql } from 'kysely';

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
  words.map((word) => sql<SqlBool>`${sql.ref(column)} like ${wordPattern(word)}`);

const wordPattern = (word: string) => sql`(select '%' || unaccent(lower(${likeLiteral(word)})) || '%')`;

/**
 * The same per-word LIKE on text kept in no `search_text` column, lowered and unaccented row by row: for
 * lists whose scope already narrows the rows to few, such as an organisation's assignments.
 */
export const textMatches = (text: RawBuilder<unknown>, words: readonly string[]): Expression<SqlBool>[] =>
  words.map((word) => sql<SqlBool>`unaccent(lower(${text})) like ${wordPattern(word)}`);
