import { createWriteStream, existsSync, readdirSync } from 'node:fs';
import { mkdtemp, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { unpackArchive } from '../backup/archive.ts';
import { writeBackupArchive } from '../backup/create-backup.ts';
import { claimDataFolder, requestBackup } from '../backup/data-folder-channel.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { fileStoreOf } from '../modules/assets/file-store.ts';
import { runAsCommand } from './run-as-command.ts';

const usage = 'Usage: npm run backup -- --out <archive file, e.g. mobilise-backup.tar.gz>';

export function parseBackupArgs(argv: string[]): { out: string } {
  const { values } = parseArgs({ args: argv, options: { out: { type: 'string' } }, strict: true });
  if (!values.out) {
    throw new Error(`Say where the backup goes with --out. ${usage}`);
  }
  return { out: values.out };
}

/**
 * Writes a backup of the configured database and files to `out`. PostgreSQL is read directly. The
 * embedded database is asked of the running server through the data folder's socket, or, when no
 * server runs, opened here (the folder claimed meanwhile, so a server cannot start on it). The archive is
 * checked against its manifest before it takes its name, so what is at `out` is whole.
 */
export async function backup(out: string, env: NodeJS.ProcessEnv = process.env): Promise<string> {
  const config = loadConfig(env);
  const partial = `${out}.partial`;
  const store = fileStoreOf(config.files.store);
  let source: string;
  try {
    if (config.databaseUrl) {
      source = 'the PostgreSQL database';
      await backUpDirectly(config, store, dirname(out), partial);
    } else if (await requestBackup(config.dataDir, () => createWriteStream(partial))) {
      source = `the running server's embedded database in ${config.dataDir}`;
    } else {
      const pglite = join(config.dataDir, 'pglite');
      if (!existsSync(pglite) || readdirSync(pglite).length === 0) {
        throw new Error(`There is no embedded database in ${config.dataDir} to back up.`);
      }
      const claim = await claimDataFolder(config.dataDir);
      try {
        source = `the embedded database in ${config.dataDir}`;
        await backUpDirectly(config, store, dirname(out), partial);
      } finally {
        await claim.release();
      }
    }
    const check = await mkdtemp(join(dirname(out), '.mobilise-backup-check-'));
    try {
      await unpackArchive(partial, check);
    } finally {
      await rm(check, { recursive: true, force: true });
    }
    await rename(partial, out);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  return source;
}

async function backUpDirectly(
  config: ReturnType<typeof loadConfig>,
  store: ReturnType<typeof fileStoreOf>,
  workFolder: string,
  file: string,
) {
  const database = await openDatabase(config);
  try {
    await writeBackupArchive(database, store, workFolder, () => createWriteStream(file));
  } finally {
    await database.close();
  }
}

async function main() {
  const out = resolve(parseBackupArgs(process.argv.slice(2)).out);
  const source = await backup(out);
  const { size } = await stat(out);
  console.log(`Backed up ${source} and its files to ${out} (${(size / 1e6).toFixed(1)} MB).`);
}

await runAsCommand(import.meta.url, main);
