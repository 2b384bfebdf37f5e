import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { type App, buildApp } from './app.ts';
import { writeBackupArchive } from './backup/create-backup.ts';
import { answerBackups, claimDataFolder, DataFolderInUse } from './backup/data-folder-channel.ts';
import { startScheduledBackups } from './backup/schedule.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { migrateUp } from './db/migrate.ts';
import { seedDemo } from './db/seed/demo.ts';
import { demoAccounts, demoPassword } from './db/seed/demo-accounts.ts';
import { fileStoreOf } from './modules/assets/file-store.ts';

async function start() {
  const config = loadConfig();
  // The embedded database's folder is this process's alone: a second server, or a backup or restore
  // opening it, is refused, and a backup asked for through it is made here (backup/data-folder-channel.ts).
  const claim = config.databaseUrl ? undefined : await claimDataFolder(config.dataDir);
  const database = await openDatabase(config).catch(async (error: unknown) => {
    await claim?.release();
    throw error;
  });
  try {
    await migrateUp(database.db);
    // The embedded database starts with the demo organisation set; PostgreSQL only when asked (cli/seed.ts).
    if (
      database.kind === 'pglite' &&
      (await seedDemo(database.db, { files: fileStoreOf(config.files.store) }))
    ) {
      // Planner statistics for the new rows: PGlite runs no autovacuum to gather them. On every start it
      // would cost seconds with 100k people (about 2 s for 20k here), so only after the seed.
      await sql`analyze`.execute(database.db);
      const accounts = Object.values(demoAccounts).join(', ');
      console.log(`Seeded the demo organisations. Sign in as ${accounts} with the password ${demoPassword}.`);
    }
    const app = await buildApp({ config, database, warmReportWorker: true });
    const files = fileStoreOf(config.files.store);
    claim?.serve(answerBackups((into) => writeBackupArchive(database, files, config.dataDir, into)));
    const { backups } = config;
    const stopBackups = backups
      ? startScheduledBackups({
          ...backups,
          firstAfterMs: firstBackupAfterMs,
          backup: (into) => writeBackupArchive(database, files, backups.folder, into),
          log: {
            info: (message) => app.log.info(message),
            error: (err, message) => app.log.error({ err }, message),
          },
        })
      : async () => {};
    const handlersRunning = trackHandlers(app);
    await app.listen({ port: config.port, host: config.host });
    console.log(`Mobilise is running at http://localhost:${config.port} (database: ${database.kind})`);

    // The database last: app.close() waits for the connections, not for the handlers of requests whose
    // client has hung up, and those would fail on a closed database.
    const stop = async () => {
      await app.close();
      await handlersRunning.drained(handlersGraceMs);
      await stopBackups();
      await database.close();
      await claim?.release();
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  } catch (error) {
    await database.close();
    await claim?.release();
    throw error;
  }
}

/** The first scheduled backup a minute after the start: soon, but not while the server is starting. */
const firstBackupAfterMs = 60_000;

/** How long a stop waits for the handlers of requests whose client has gone. */
const handlersGraceMs = 10_000;

/** The requests whose handler has not answered yet (onSend runs when it answers, client there or not). */
function trackHandlers(app: App) {
  const running = new Set<FastifyRequest>();
  app.addHook('onRequest', async (request) => {
    running.add(request);
  });
  app.addHook('onSend', async (request) => {
    running.delete(request);
  });
  return {
    async drained(withinMs: number) {
      const deadline = Date.now() + withinMs;
      while (running.size > 0 && Date.now() < deadline) {
        await sleep(20);
      }
    },
  };
}

try {
  await start();
} catch (error) {
  console.error(error instanceof ConfigError || error instanceof DataFolderInUse ? error.message : error);
  process.exitCode = 1;
}
