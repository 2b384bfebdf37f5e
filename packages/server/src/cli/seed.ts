import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { migrateUp } from '../db/migrate.ts';
import { seedDemo } from '../db/seed/demo.ts';
import { demoAccounts, demoPassword } from '../db/seed/demo-accounts.ts';
import { fileStoreOf } from '../modules/assets/file-store.ts';
import { runAsCommand } from './run-as-command.ts';

const usage = 'Usage: tsx src/cli/seed.ts --demo';

/** Only `--demo` for now: asking for it explicitly keeps a production database from being seeded by accident. */
export function parseSeedArgs(argv: string[]): { demo: true } {
  const { values } = parseArgs({ args: argv, options: { demo: { type: 'boolean' } }, strict: true });
  if (!values.demo) {
    throw new Error(`Say what to seed. ${usage}`);
  }
  return { demo: true };
}

async function main() {
  parseSeedArgs(process.argv.slice(2));
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    await migrateUp(database.db);
    if (await seedDemo(database.db, { files: fileStoreOf(config.files.store) })) {
      console.log(
        `Seeded the demo organisations into the ${database.kind} database. Sign in as ${Object.values(demoAccounts).join(', ')} with the password ${demoPassword}.`,
      );
    } else {
      console.log(`The ${database.kind} database has organisations or users already; nothing was seeded.`);
    }
  } finally {
    await database.close();
  }
}

await runAsCommand(import.meta.url, main);
