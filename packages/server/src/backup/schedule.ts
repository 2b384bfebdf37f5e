import { createWriteStream, type WriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';

export interface ScheduledBackupsOptions {
  folder: string;
  /** How many archives to keep: the oldest beyond that are removed after each new one. */
  keep: number;
  everyHours: number;
  /** The first backup this long after the start, so that a server's start is not slowed by it. */
  firstAfterMs: number;
  backup: (into: () => Writable) => Promise<unknown>;
  log: { info(message: string): void; error(error: unknown, message: string): void };
  now?: () => Date;
}

const archiveName = /^mobilise-backup-\d{8}-\d{6}\.tar\.gz$/;

/** The archive name for a moment: UTC, so the names sort as the moments do. */
export function scheduledArchiveName(at: Date): string {
  const stamp = at.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return `mobilise-backup-${stamp}.tar.gz`;
}

/**
 * Backs up every `everyHours` into `folder`, the first soon after the start, keeping the newest `keep`
 * archives. An archive is written under a .partial name and renamed once whole, so the folder never
 * holds a half-written one under an archive's name. Answers the function that stops it.
 */
export function startScheduledBackups(options: ScheduledBackupsOptions): () => Promise<void> {
  let running: Promise<void> = Promise.resolve();
  const once = async () => {
    const name = scheduledArchiveName((options.now ?? (() => new Date()))());
    const path = join(options.folder, name);
    let file: WriteStream | undefined;
    try {
      await mkdir(options.folder, { recursive: true });
      await options.backup(() => {
        file = createWriteStream(`${path}.partial`);
        return file;
      });
      await rename(`${path}.partial`, path);
      await removeOldArchives(options.folder, options.keep);
      options.log.info(`Backed up to ${path}`);
    } catch (error) {
      // Closed before it is removed: a file still opening would otherwise appear after the removal.
      if (file) {
        file.destroy();
        await finished(file).catch(() => {});
      }
      await rm(`${path}.partial`, { force: true });
      options.log.error(error, `The scheduled backup to ${path} failed`);
    }
  };
  const run = () => {
    running = running.then(once);
  };
  const first = setTimeout(run, options.firstAfterMs);
  const every = setInterval(run, options.everyHours * 60 * 60 * 1000);
  first.unref();
  every.unref();
  return async () => {
    clearTimeout(first);
    clearInterval(every);
    await running;
  };
}

async function removeOldArchives(folder: string, keep: number) {
  const archives = (await readdir(folder)).filter((name) => archiveName.test(name)).sort();
  for (const name of archives.slice(0, Math.max(0, archives.length - keep))) {
    await rm(join(folder, name), { force: true });
  }
}
