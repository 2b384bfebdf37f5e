import type { Asset } from '@mobilise/contract';

const uploader = { id: 4, firstName: 'Daniel', lastName: 'Okafor', knownAs: 'Dan', avatarId: null };

/** A person's attachments as the stories' server lists them: a PDF, an image and a Word document. */
export const storyAttachments: Asset[] = [
  {
    id: 301,
    filename: 'passport-scan.pdf',
    title: 'Passport',
    file_size: 412_000,
    content_type: 'application/pdf',
    created_at: '2026-02-02T09:00:00.000Z',
    updated_at: '2026-02-03T14:20:00.000Z',
    uploaded_by: 12,
    uploaded_by_profile: uploader,
  },
  {
    id: 302,
    filename: 'photo.jpg',
    title: 'Photo for the visa',
    file_size: 1_850_000,
    content_type: 'image/jpeg',
    created_at: '2026-02-04T09:00:00.000Z',
    updated_at: '2026-02-04T09:00:00.000Z',
    uploaded_by: 12,
    uploaded_by_profile: uploader,
  },
  {
    id: 303,
    filename: 'references.docx',
    title: 'References',
    file_size: 38_000,
    content_type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    created_at: '2026-01-20T09:00:00.000Z',
    updated_at: '2026-01-21T11:05:00.000Z',
    uploaded_by: null,
    uploaded_by_profile: null,
  },
];
