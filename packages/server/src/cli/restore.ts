import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { BackupManifest } from '../backup/archive.ts';
import { claimDataFolder, DataFolderInUse } from '../backup/data-folder-channel.ts';
import { restoreBackup } from '../backup/restore-backup.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { fileStoreOf } from '../modules/assets/file-store.ts';
import { runAsCommand } from './run-as-command.ts';

const usage = 'Usage: npm run restore -- <archive file> [--force]';

export function parseRestoreArgs(argv: string[]): { archive: string; force: boolean } {
  const { values, positionals } = parseArgs({
    args: argv,
    options: { force: { type: 'boolean', default: false } },
    allowPositionals: true,
    strict: true,
  });
  const [archive, ...more] = positionals;
  if (!archive || more.length > 0) {
    throw new Error(`Name one archive to restore. ${usage}`);
  }
  return { archive, force: values.force };
}

/**
 * Restores the archive into the configured database (DATABASE_URL, else the embedded one in DATA_DIR)
 * and file store, which must be empty unless `force`. The embedded database's folder is claimed for the
 * while, so this refuses to run while the server does (and a server cannot start meanwhile).
 */
export async function restore(
  archive: string,
  force: boolean,
  env: NodeJS.ProcessEnv = process.env,
): Promise<BackupManifest> {
  if (!existsSync(archive)) {
    throw new Error(`There is no archive at ${archive}.`);
  }
  const config = loadConfig(env);
  await mkdir(config.dataDir, { recursive: true });
  const claim = config.databaseUrl
    ? undefined
    : await claimDataFolder(config.dataDir).catch((error: unknown) => {
        throw error instanceof DataFolderInUse
          ? new DataFolderInUse(`${error.message} Stop the server before restoring into its data folder.`)
          : error;
      });
  try {
    const database = await openDatabase(config);
    try {
      const { store } = config.files;
      return await restoreBackup(
        archive,
        {
          database,
          store: fileStoreOf(store),
          filesFolder: store.kind === 'filesystem' ? store.folder : undefined,
        },
        { force, workFolder: config.dataDir },
      );
    } finally {
      await database.close();
    }
  } finally {
    await claim?.release();
  }
}

async function main() {
  const { archive, force } = parseRestoreArgs(process.argv.slice(2));
  const manifest = await restore(resolve(archive), force);
  const rows = manifest.tables.reduce((sum, { rows }) => sum + rows, 0);
  const files = Object.keys(manifest.entries).filter((name) => name.startsWith('files/')).length;
  console.log(
    `Restored ${rows} rows in ${manifest.tables.length} tables and ${files} files, backed up at ${manifest.createdAt} (migration ${manifest.migration}).`,
  );
}

await runAsCommand(import.meta.url, main);
