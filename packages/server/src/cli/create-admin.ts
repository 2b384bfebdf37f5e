import { parseArgs } from 'node:util';
import { passwordMinLength } from '@mobilise/contract';
import { loadConfig } from '../config.ts';
import { type DatabaseHandle, openDatabase } from '../db/database.ts';
import { migrateUp } from '../db/migrate.ts';
import { TableChanges } from '../db/table-changes.ts';
import { defaultSessionTimeouts } from '../modules/auth/policy.ts';
import { AuthService } from '../modules/auth/service.ts';
import { SessionStateCache } from '../modules/auth/session-state-cache.ts';
import { UsersService } from '../modules/users/service.ts';
import { systemClock, systemRandom } from '../ports.ts';
import { RateLimiter } from '../rate-limit/rate-limiter.ts';
import { runAsCommand } from './run-as-command.ts';

const usage = 'Usage: tsx src/cli/create-admin.ts --email <address> --password <at least 12 characters>';

/** Reads `--email` and `--password`; throws a message for the user when either is missing or unusable. */
export function parseCreateAdminArgs(argv: string[]): { email: string; password: string } {
  const { values } = parseArgs({
    args: argv,
    options: { email: { type: 'string' }, password: { type: 'string' } },
    strict: true,
  });
  const email = values.email?.trim();
  if (!email || !/^[^@\s]+@[^@\s]+$/.test(email)) {
    throw new Error(`--email must be an e-mail address. ${usage}`);
  }
  if (!values.password || values.password.length < passwordMinLength) {
    throw new Error(`--password must be at least ${passwordMinLength} characters long. ${usage}`);
  }
  return { email, password: values.password };
}

/** Creates a system admin in a migrated database; answers the new user's id. */
export async function createAdmin(database: DatabaseHandle, input: { email: string; password: string }) {
  const { db } = database;
  // Never started: it keeps nothing and every read goes to the database.
  const sessionState = new SessionStateCache(new TableChanges(database));
  const auth = new AuthService({
    db,
    sessionState,
    clock: systemClock,
    random: systemRandom,
    limiter: new RateLimiter(db, systemClock),
    sessionTimeouts: defaultSessionTimeouts,
    publicUrl: '',
    mailQueued: () => {},
  });
  return new UsersService({ db, clock: systemClock, auth, sessionState }).createAdmin(input);
}

async function main() {
  const input = parseCreateAdminArgs(process.argv.slice(2));
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    await migrateUp(database.db);
    const id = await createAdmin(database, input);
    console.log(`Created the admin ${input.email} (user ${id}) in the ${database.kind} database.`);
  } finally {
    await database.close();
  }
}

await runAsCommand(import.meta.url, main);
