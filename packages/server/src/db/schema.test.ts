import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Kysely, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../test/databases.ts';
import type { Database } from './schema.ts';

// schema.ts is written by hand beside the migrations. This test reads every column of a freshly migrated
// database and has the compiler check schema.ts against it: the same tables and columns, the same
// nullability and the same coarse class of value. The compiler, because it resolves what the interfaces
// say (aliases, `extends`, Generated and ColumnType, the contract's enums) exactly as the code sees it.

interface MigratedColumn {
  table: string;
  column: string;
  /** The database's name of the type (udt_name): 'int8', 'timestamptz', '_text' for text[]. */
  type: string;
  nullable: boolean;
}

/**
 * The class each database type reads as on both engines, as column-classes.ts names it, and a value of
 * the type to prove it with. bigint and its arrays read as numbers and a date as its 'YYYY-MM-DD' text,
 * by the type parsers of database.ts.
 */
const types: Record<string, { readsAs: string; sample: string }> = {
  text: { readsAs: 'string', sample: "'x'::text" },
  varchar: { readsAs: 'string', sample: "'x'::varchar" },
  bpchar: { readsAs: 'string', sample: "'x'::bpchar" },
  uuid: { readsAs: 'string', sample: "'6f9619ff-8b86-d011-b42d-00c04fc964ff'::uuid" },
  date: { readsAs: 'string', sample: "'2026-11-28'::date" },
  int2: { readsAs: 'number', sample: '1::int2' },
  int4: { readsAs: 'number', sample: '1::int4' },
  int8: { readsAs: 'number', sample: '1::int8' },
  float4: { readsAs: 'number', sample: '1.5::float4' },
  float8: { readsAs: 'number', sample: '1.5::float8' },
  bool: { readsAs: 'boolean', sample: 'true' },
  timestamptz: { readsAs: 'Date', sample: 'now()' },
  timestamp: { readsAs: 'Date', sample: 'localtimestamp' },
  json: { readsAs: 'json', sample: `'{"a": 1}'::json` },
  jsonb: { readsAs: 'json', sample: `'{"a": 1}'::jsonb` },
  _text: { readsAs: 'string[]', sample: "array['x']::text[]" },
  _varchar: { readsAs: 'string[]', sample: "array['x']::varchar[]" },
  _int2: { readsAs: 'number[]', sample: 'array[1]::int2[]' },
  _int4: { readsAs: 'number[]', sample: 'array[1]::int4[]' },
  _int8: { readsAs: 'number[]', sample: 'array[1]::int8[]' },
};

/** The class of a value read from the database, as column-classes.ts names it. */
function classOfValue(value: unknown): string {
  if (value instanceof Date) return 'Date';
  if (Array.isArray(value)) return `${classOfValue(value[0])}[]`;
  if (typeof value === 'object' && value !== null) return 'json';
  return typeof value;
}

async function migratedColumns(db: Kysely<Database>): Promise<MigratedColumn[]> {
  const { rows } = await sql<{ table: string; column: string; type: string; is_nullable: 'YES' | 'NO' }>`
    select c.table_name as "table", c.column_name as "column", c.udt_name as "type", c.is_nullable
      from information_schema.columns c
      join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
     where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
     order by c.table_name, c.ordinal_position
  `.execute(db);
  return rows.map(({ is_nullable, ...column }) => ({ ...column, nullable: is_nullable === 'YES' }));
}

const here = dirname(fileURLToPath(import.meta.url));
const tscBin = join(dirname(createRequire(import.meta.url).resolve('typescript/package.json')), 'bin/tsc');

/** What a line of the generated check stands for, to name it in a problem. */
type LineSubject =
  | { kind: 'tables' }
  | { kind: 'table'; table: string }
  | { kind: 'column'; table: string; column: string };

/**
 * Every difference between schema.ts and the columns, one sentence each: a table or column on one side
 * only, a nullability or class that differs, or a database type this test has no class for.
 */
async function schemaDrift(columns: readonly MigratedColumn[]): Promise<string[]> {
  const problems: string[] = [];
  const tables = new Map<string, MigratedColumn[]>();
  for (const each of columns) {
    tables.set(each.table, [...(tables.get(each.table) ?? []), each]);
  }
  const quoted = (names: Iterable<string>) => [...names].map((name) => `'${name}'`).join(' | ') || 'never';
  const lines = [
    `import type { AllListed, ColumnClasses } from '${join(here, '../test/column-classes.ts')}';`,
    `import type { Database } from '${join(here, 'schema.ts')}';`,
    'type Schema = ColumnClasses<Database>;',
  ];
  const subjects = new Map<number, LineSubject>();
  const add = (line: string, subject: LineSubject) => {
    lines.push(line);
    subjects.set(lines.length, subject);
  };
  add(`export const tables: AllListed<Schema, ${quoted(tables.keys())}> = true;`, { kind: 'tables' });
  [...tables].forEach(([table, tableColumns], tableIndex) => {
    const names = tableColumns.map(({ column }) => column);
    add(`export const t${tableIndex}: AllListed<Schema['${table}'], ${quoted(names)}> = true;`, {
      kind: 'table',
      table,
    });
    tableColumns.forEach(({ column, type, nullable }, columnIndex) => {
      const columnClass = types[type]?.readsAs;
      if (columnClass === undefined) {
        problems.push(`${table}.${column}: the test has no class for the database type ${type}`);
        return;
      }
      add(
        `export const t${tableIndex}c${columnIndex}: Schema['${table}']['${column}'] = '${columnClass}${nullable ? ' | null' : ''}';`,
        { kind: 'column', table, column },
      );
    });
  });

  const directory = await mkdtemp(join(tmpdir(), 'schema-check-'));
  try {
    await writeFile(join(directory, 'check.ts'), `${lines.join('\n')}\n`);
    await writeFile(
      join(directory, 'tsconfig.json'),
      JSON.stringify({
        extends: join(here, '../../../../tsconfig.base.json'),
        compilerOptions: { types: [], noEmit: true, noErrorTruncation: true },
        files: ['check.ts'],
      }),
    );
    const output = await new Promise<string>((resolve, reject) => {
      execFile(process.execPath, [tscBin, '-p', directory, '--pretty', 'false'], (error, stdout, stderr) => {
        // tsc fails when it reports errors, which are then its output; a failure without any did not check.
        const output = `${stdout}${stderr}`;
        if (error && !/error TS\d+/.test(output)) reject(new Error(`tsc did not run: ${error.message}`));
        else resolve(output);
      });
    });
    problems.push(...problemsOf(output, subjects));
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
  return problems;
}

/** tsc's errors as problems: those of the check by what its line stands for, those of schema.ts as they are. */
function problemsOf(output: string, subjects: ReadonlyMap<number, LineSubject>): string[] {
  const problems: string[] = [];
  const absentTables = new Set<string>();
  for (const [, file, line, code, message] of output.matchAll(
    /^(.+?)\((\d+),\d+\): error TS(\d+): (.*)$/gm,
  )) {
    if (file === undefined || message === undefined) continue;
    if (file.endsWith('schema.ts') || file.endsWith('column-classes.ts')) {
      problems.push(`${file} does not compile: ${message}`);
      continue;
    }
    if (!file.endsWith('check.ts')) continue; // another package's error is its own test's business
    const subject = subjects.get(Number(line));
    if (subject === undefined) {
      problems.push(`the generated check does not compile: ${message}`);
      continue;
    }
    const unlisted = [...message.matchAll(/not in the migrations: (\w+)/g)].map(([, name]) => name);
    const absent = code === '2339';
    if (subject.kind === 'tables') {
      problems.push(...unlisted.map((table) => `${table}: in schema.ts, not in the migrations`));
    } else if (subject.kind === 'table') {
      if (absent) {
        absentTables.add(subject.table);
        problems.push(`${subject.table}: in the migrations, not in schema.ts`);
      } else {
        problems.push(
          ...unlisted.map((column) => `${subject.table}.${column}: in schema.ts, not in the migrations`),
        );
      }
    } else if (!absentTables.has(subject.table)) {
      const name = `${subject.table}.${subject.column}`;
      const differs = message.match(/^Type '"(.+)"' is not assignable to type '"(.+)"'/);
      problems.push(
        absent
          ? `${name}: in the migrations, not in schema.ts`
          : differs
            ? `${name}: the migrations make it ${differs[1]}, schema.ts ${differs[2]}`
            : `${name}: ${message}`,
      );
    }
  }
  return problems;
}

describeEachDatabase('schema.ts against the migrations', (database) => {
  it('declares every table and column of the migrated database, with its nullability and class', async () => {
    expect(await schemaDrift(await migratedColumns(database().db))).toEqual([]);
  });

  it('compares with the class each database type really reads as', async () => {
    const entries = Object.entries(types);
    const selections = entries.map(([type, { sample }]) => sql`${sql.raw(sample)} as ${sql.ref(type)}`);
    const { rows } = await sql<Record<string, unknown>>`select ${sql.join(selections)}`.execute(
      database().db,
    );
    const readsAs = Object.fromEntries(entries.map(([type]) => [type, classOfValue(rows[0]?.[type])]));
    expect(readsAs).toEqual(Object.fromEntries(entries.map(([type, { readsAs }]) => [type, readsAs])));
  });
});

describe('the schema check', () => {
  it('names a table or column on one side only, a nullability or class that differs, and an unknown type', async () => {
    const column = (table: string, name: string, type: string, nullable = false): MigratedColumn => ({
      table,
      column: name,
      type,
      nullable,
    });
    const columns = [
      // schema.ts: id Generated<number>, name string, code string, is_international_office
      // Generated<boolean>, created_at and updated_at Generated<Date>.
      column('organisations', 'id', 'int8'),
      column('organisations', 'name', 'text', true),
      column('organisations', 'code', 'int4'),
      column('organisations', 'is_international_office', 'bool'),
      column('organisations', 'created_at', 'timestamptz'),
      column('organisations', 'motto', 'text'),
      column('organisations', 'shape', 'polygon'),
      // updated_at left out.
      column('sessions', 'id', 'text'),
      column('sessions', 'user_id', 'int8'),
      column('sessions', 'created_at', 'timestamptz'),
      column('sessions', 'last_seen_at', 'timestamptz'),
      column('sessions', 'expires_at', 'timestamptz'),
      column('audit_log', 'before', 'jsonb', true),
      column('audit_log', 'after', 'jsonb', true),
      column('audit_log', 'id', 'int8'),
      column('audit_log', 'actor_user_id', 'int8', true),
      column('audit_log', 'organisation_id', 'int8', true),
      column('audit_log', 'entity', 'text'),
      column('audit_log', 'entity_id', 'text'),
      column('audit_log', 'action', 'text'),
      column('audit_log', 'at', 'timestamptz'),
      column('system_settings', 'key', 'text'),
      column('system_settings', 'value', 'jsonb', true),
      column('system_settings', 'updated_at', 'timestamptz'),
      column('guest_book', 'id', 'int8'),
    ];
    const problems = await schemaDrift(columns);
    const mentioning = (subject: string) => problems.filter((problem) => problem.startsWith(`${subject}:`));

    const expected = [
      ['organisations.name', 'organisations.name: the migrations make it string | null, schema.ts string'],
      ['organisations.code', 'organisations.code: the migrations make it number, schema.ts string'],
      ['organisations.motto', 'organisations.motto: in the migrations, not in schema.ts'],
      ['organisations.shape', 'organisations.shape: the test has no class for the database type polygon'],
      ['organisations.updated_at', 'organisations.updated_at: in schema.ts, not in the migrations'],
      ['system_settings.value', 'system_settings.value: the migrations make it json | null, schema.ts json'],
      ['guest_book', 'guest_book: in the migrations, not in schema.ts'],
      ['users', 'users: in schema.ts, not in the migrations'],
    ] as const;
    for (const [subject, problem] of expected) {
      expect(mentioning(subject), subject).toEqual([problem]);
    }
    expect(problems.filter((problem) => /^(sessions|audit_log)\b/.test(problem))).toEqual([]);
  });
});
