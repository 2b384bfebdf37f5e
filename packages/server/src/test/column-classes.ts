import type { Selectable, Updateable } from 'kysely';

// Types only: the schema test (db/schema.test.ts) has the compiler check the migrated database's columns
// against these, so that schema.ts itself is what is checked, aliases, `extends` and enums resolved.

/**
 * The coarse class of what a column reads as. Enumerations are strings, days are strings (both engines
 * read a date as its text), and anything `unknown` is JSON.
 */
type ClassOf<Read> = unknown extends Read ? 'json' : ClassOfPresent<NonNullable<Read>>;

type ClassOfPresent<Read> = [Read] extends [Date]
  ? 'Date'
  : [Read] extends [boolean]
    ? 'boolean'
    : [Read] extends [number]
      ? 'number'
      : [Read] extends [string]
        ? 'string'
        : [Read] extends [readonly number[]]
          ? 'number[]'
          : [Read] extends [readonly string[]]
            ? 'string[]'
            : 'not a class the schema test knows';

/**
 * Whether a column may hold null. A JSON column reads as `unknown`, which includes null either way, so
 * for it what may be written decides.
 */
type NullableOf<Table, Column extends keyof Selectable<Table>> = unknown extends Selectable<Table>[Column]
  ? Column extends keyof Updateable<Table>
    ? null extends Updateable<Table>[Column]
      ? true
      : false
    : false
  : null extends Selectable<Table>[Column]
    ? true
    : false;

/** A column as the schema test names it: its class, with ' | null' when it may be null. */
export type ColumnClass<Table, Column extends keyof Selectable<Table>> = `${ClassOf<
  Selectable<Table>[Column]
>}${NullableOf<Table, Column> extends true ? ' | null' : ''}`;

/** Every table of a Kysely database type, each column as its ColumnClass. */
export type ColumnClasses<Database> = {
  [Table in keyof Database]: {
    [Column in keyof Selectable<Database[Table]>]-?: ColumnClass<Database[Table], Column>;
  };
};

/**
 * `true` when every key of `Described` is among `Listed`; else a string naming the keys that are not,
 * which `true` is not assignable to, so the compiler's message names them.
 */
export type AllListed<Described, Listed extends PropertyKey> = [Exclude<keyof Described, Listed>] extends [
  never,
]
  ? true
  : `not in the migrations: ${Exclude<keyof Described, Listed> & string}`;
