import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { fileTypeFromBuffer } from 'file-type';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { FilesystemFileStore } from '../../modules/assets/filesystem-file-store.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { createMember, createOrganisation } from '../../test/domain-factories.ts';
import { demoAccounts } from './demo-accounts.ts';
import { addDemoFiles } from './demo-files.ts';

describeEachDatabase('demo files', (database) => {
  let folder: string;
  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'mobilise-demo-files-'));
  });
  afterAll(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  it("attaches two PDFs, uploaded by the demo member, to the member's profile, their bytes in the store", async () => {
    const db = database().db;
    const organisation = (await createOrganisation(db, { name: 'AIM Europe' })).id;
    const member = await createMember(db, [organisation], { email: demoAccounts.member });
    const store = new FilesystemFileStore(folder);
    await addDemoFiles(db, store, new Date('2026-11-28T12:00:00Z'));

    const files = await db
      .selectFrom('asset_attachments as at')
      .innerJoin('assets as a', 'a.id', 'at.asset_id')
      .select([
        'a.title',
        'a.content_type',
        'a.uploaded_by',
        'a.storage_key',
        'a.file_size',
        'at.assetable_type',
        'at.assetable_id',
      ])
      .orderBy('a.id')
      .execute();
    expect(
      files.map(({ title, content_type, uploaded_by, assetable_type, assetable_id }) => ({
        title,
        content_type,
        uploaded_by,
        assetable_type,
        assetable_id,
      })),
    ).toEqual(
      ['Passport copy.pdf', 'Medical clearance 2026.pdf'].map((title) => ({
        title,
        content_type: 'application/pdf',
        uploaded_by: member.id,
        assetable_type: 'person_profile',
        assetable_id: member.personProfileId,
      })),
    );
    for (const file of files) {
      const bytes = await buffer(await store.read(file.storage_key));
      expect(bytes.length).toBe(Number(file.file_size));
      expect(await fileTypeFromBuffer(bytes)).toEqual({ ext: 'pdf', mime: 'application/pdf' });
    }
  });
});
