import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import type { FileStore } from '../../modules/assets/file-store.ts';
import { insertAsset } from '../../modules/assets/repository.ts';
import { simplePdf } from '../../modules/assets/simple-pdf.ts';
import type { Database } from '../schema.ts';
import { demoAccounts } from './demo-accounts.ts';

/** The demo member's attachments: made-up documents, so the profile's files list shows something real. */
const memberFiles = [
  {
    filename: 'Passport copy.pdf',
    lines: ['Passport copy (demo document)', 'Holder: the demo member', 'Valid until 2031'],
  },
  {
    filename: 'Medical clearance 2026.pdf',
    lines: ['Medical clearance (demo document)', 'Fit for assignment', 'Issued 2026'],
  },
];

/**
 * Attaches two generated PDFs to the demo member's profile, their bytes put in `files`. The storage keys
 * are random, not seeded: a second demo database on the same store must not reuse the first one's keys.
 */
export async function addDemoFiles(db: Kysely<Database>, files: FileStore, now: Date) {
  const member = await db
    .selectFrom('users as u')
    .innerJoin('person_profiles as p', 'p.user_id', 'u.id')
    .select(['u.id as userId', 'p.id as personProfileId'])
    .where('u.email', '=', demoAccounts.member)
    .executeTakeFirstOrThrow();
  for (const file of memberFiles) {
    const bytes = simplePdf(file.lines);
    const storageKey = randomBytes(16).toString('hex');
    await files.put(storageKey, Readable.from([bytes]));
    await insertAsset(
      db,
      {
        filename: file.filename,
        file_size: bytes.length,
        content_type: 'application/pdf',
        storage_key: storageKey,
        uploaded_by: member.userId,
      },
      { type: 'person_profile', id: member.personProfileId },
      now,
    );
  }
}
