import type { Asset } from '@mobilise/contract';
import { describe, expect, it } from 'vitest';
import { toClientAsset } from './client-asset.ts';

const apiAsset: Asset = {
  id: 31,
  filename: 'passport-scan.pdf',
  title: 'Passport',
  file_size: 12_400,
  content_type: 'application/pdf',
  created_at: '2026-03-01T09:00:00.000Z',
  updated_at: '2026-03-02T10:30:00.000Z',
  uploaded_by: 7,
  uploaded_by_profile: { id: 3, firstName: 'Kofi', lastName: 'Mensah', knownAs: null, avatarId: null },
};

describe('the client asset', () => {
  it('R-FILE-004 has id, title, fileName, fileSize, contentType, updatedAt, uploaded_by and metaString', () => {
    expect(toClientAsset(apiAsset, 'en')).toEqual({
      id: 31,
      title: 'Passport',
      fileName: 'passport-scan.pdf',
      fileSize: 12_400,
      contentType: 'application/pdf',
      updatedAt: '2026-03-02T10:30:00.000Z',
      uploaded_by: 7,
      metaString: 'PDF · 12 kB',
    });
  });

  it('words the size in the reader language', () => {
    expect(toClientAsset({ ...apiAsset, file_size: 2_400_000 }, 'fr').metaString).toMatch(/^PDF · 2,4\s?Mo$/);
  });
});
