import {
  createWriteStream,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FilesystemFileStore } from '../modules/assets/filesystem-file-store.ts';
import { describeOnDatabase } from '../test/databases.ts';
import { unpackArchive } from './archive.ts';
import { writeBackupArchive } from './create-backup.ts';
import {
  answerBackups,
  channelPath,
  claimDataFolder,
  DataFolderInUse,
  requestBackup,
} from './data-folder-channel.ts';
import { scheduledArchiveName, startScheduledBackups } from './schedule.ts';

let work: string;
beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'mobilise-data-folder-test-'));
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

describeOnDatabase('pglite', 'the embedded data folder while a process has it (issue 36)', (database) => {
  it('refuses a second process, answers a backup through its socket, and is free again once released', async () => {
    const dataDir = mkdtempSync(join(work, 'data-'));
    const store = new FilesystemFileStore(join(dataDir, 'files'));
    const claim = await claimDataFolder(dataDir);
    try {
      await expect(claimDataFolder(dataDir)).rejects.toThrow(DataFolderInUse);
      await expect(claimDataFolder(dataDir)).rejects.toThrow(
        `Another Mobilise process (the server, a backup or a restore) is using the data folder ${dataDir}.`,
      );
      // Starting: asked too early, the answer says so rather than hanging.
      await expect(
        requestBackup(dataDir, () => createWriteStream(join(work, 'early.tar.gz'))),
      ).rejects.toThrow(
        'The running server could not make the backup: The Mobilise process holding the data folder is starting or stopping.',
      );

      claim.serve(answerBackups((into) => writeBackupArchive(database(), store, dataDir, into)));
      const archive = join(work, 'through-the-socket.tar.gz');
      expect(await requestBackup(dataDir, () => createWriteStream(archive))).toBe(true);
      const manifest = await unpackArchive(archive, mkdtempSync(join(work, 'unpacked-')));
      expect(manifest.databaseKind).toBe('pglite');
      expect(manifest.tables.find(({ name }) => name === 'schema_migrations')?.rows).toBeGreaterThan(0);
      // Nothing of the backup's own is left in the data folder (removed just after the answer ends).
      await vi.waitFor(() => expect(readdirSync(dataDir).sort()).toEqual(['backup.sock']));
    } finally {
      await claim.release();
    }
    expect(await requestBackup(dataDir, () => createWriteStream(join(work, 'none.tar.gz')))).toBe(false);
    // A socket file left by a process that died is taken over.
    writeFileSync(channelPath(dataDir), '');
    const again = await claimDataFolder(dataDir);
    await again.release();
  });
});

describe('the data folder socket of a deep data folder (issue 36)', () => {
  it('is in the temporary folder when the data folder path is too long for a socket', async () => {
    const deep = join(work, 'a-data-folder-deep-down-'.repeat(5));
    expect(channelPath(deep).startsWith(tmpdir())).toBe(true);
    expect(channelPath(deep)).toBe(channelPath(deep));
    const claim = await claimDataFolder(deep);
    try {
      await expect(claimDataFolder(deep)).rejects.toThrow(DataFolderInUse);
    } finally {
      await claim.release();
    }
  });
});

describe('scheduled backups (issue 36)', () => {
  it('writes an archive soon after the start and keeps only the newest BACKUP_KEEP', async () => {
    const folder = mkdtempSync(join(work, 'scheduled-'));
    for (const day of ['20261125', '20261126', '20261127']) {
      writeFileSync(join(folder, `mobilise-backup-${day}-020000.tar.gz`), 'old');
    }
    writeFileSync(join(folder, 'notes.txt'), 'not an archive: left alone');
    const log = { info: vi.fn(), error: vi.fn() };
    const stop = startScheduledBackups({
      folder,
      keep: 2,
      everyHours: 24,
      firstAfterMs: 0,
      now: () => new Date('2026-11-30T04:05:06Z'),
      backup: async (into) => {
        await new Promise<void>((resolve, reject) =>
          into()
            .end('archive', () => resolve())
            .once('error', reject),
        );
      },
      log,
    });
    await vi.waitFor(() => expect(log.info).toHaveBeenCalled());
    await stop();
    expect(scheduledArchiveName(new Date('2026-11-30T04:05:06Z'))).toBe(
      'mobilise-backup-20261130-040506.tar.gz',
    );
    expect(readdirSync(folder).sort()).toEqual([
      'mobilise-backup-20261127-020000.tar.gz',
      'mobilise-backup-20261130-040506.tar.gz',
      'notes.txt',
    ]);
    expect(readFileSync(join(folder, 'mobilise-backup-20261130-040506.tar.gz'), 'utf8')).toBe('archive');
    expect(log.error).not.toHaveBeenCalled();
  });

  it('logs a failed backup and leaves no archive of it', async () => {
    const folder = mkdtempSync(join(work, 'failing-'));
    const log = { info: vi.fn(), error: vi.fn() };
    const stop = startScheduledBackups({
      folder,
      keep: 2,
      everyHours: 24,
      firstAfterMs: 0,
      backup: async (into) => {
        into().write('half');
        throw new Error('the disk is full');
      },
      log,
    });
    await vi.waitFor(() => expect(log.error).toHaveBeenCalled());
    await stop();
    expect(log.error.mock.calls[0]?.[0]).toEqual(new Error('the disk is full'));
    expect(readdirSync(folder)).toEqual([]);
    expect(existsSync(folder)).toBe(true);
  });
});
