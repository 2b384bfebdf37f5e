import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { migrateUp } from '../db/migrate.ts';
import { generatePeople } from '../db/seed/generate-people.ts';
import { SeededRandom } from '../db/seed/random.ts';
import { runAsCommand } from './run-as-command.ts';

const usage = 'Usage: tsx src/cli/generate-people.ts --people <how many> [--seed <number>]';

export function parseGeneratePeopleArgs(argv: string[]): { people: number; seed: number } {
  const { values } = parseArgs({
    args: argv,
    options: { people: { type: 'string' }, seed: { type: 'string', default: '1' } },
    strict: true,
  });
  const people = Number(values.people);
  if (!Number.isInteger(people) || people < 1 || people > 10_000_000) {
    throw new Error(`--people must be a whole number from 1 to 10000000. ${usage}`);
  }
  const seed = Number(values.seed);
  if (!Number.isInteger(seed)) {
    throw new Error(`--seed must be a whole number. ${usage}`);
  }
  return { people, seed };
}

/** Adds N people to the configured database (DATABASE_URL, else the embedded one under DATA_DIR). */
async function main() {
  const { people, seed } = parseGeneratePeopleArgs(process.argv.slice(2));
  const database = await openDatabase(loadConfig());
  try {
    await migrateUp(database.db);
    const organisations = await database.db.selectFrom('organisations').select('id').orderBy('id').execute();
    if (organisations.length === 0) {
      throw new Error(
        'The database has no organisations to spread people across: run src/cli/seed.ts --demo first.',
      );
    }
    const started = Date.now();
    await generatePeople(database.db, {
      count: people,
      random: new SeededRandom(seed),
      organisationIds: organisations.map((organisation) => organisation.id),
      progress: (made) => process.stdout.write(`\r${made} of ${people} people`),
    });
    // Planner statistics for every table the people went into (PGlite has no autovacuum to make them).
    await sql`analyze`.execute(database.db);
    console.log(
      `\nAdded ${people} people to the ${database.kind} database in ${Math.round((Date.now() - started) / 1000)} s.`,
    );
  } finally {
    await database.close();
  }
}

await runAsCommand(import.meta.url, main);
