import type { Asset, Assignment, RecordHistoryEntry } from '@mobilise/contract';
import { HttpResponse, http } from 'msw';
import { mswPath } from '../../../api/msw-path.ts';
import { recordHistoryService } from '../../history/stories/index.ts';

/** Who acts on the story's assignment: Grace Mwangi of AIM Europe's office. */
const office = { user_id: 1100, name: 'Grace Mwangi' };

/** The story assignment's history before anything is done on the page: made at the appointment, shared with its assignee. */
const storyAssignmentHistory: RecordHistoryEntry[] = [
  {
    at: '2026-02-20T11:05:00.000Z',
    actor: office,
    action: 'assignment.share_with_assignee',
    fields: ['is_shared_with_assignee'],
  },
  { at: '2026-02-18T16:30:00.000Z', actor: office, action: 'assignment.create', fields: [] },
];

/** When and by whom the story's later changes are made. */
const changedBy = { at: '2026-03-02T09:00:00.000Z', actor: office };

/**
 * The assignment's MOU documents and history as the server keeps them: an upload adds the file to
 * `mou_document_ids` (the page reads the assignment again) and an entry to the history, by the office
 * user; renaming or deleting one adds an entry too. Files of any other record go on to the handlers
 * after these.
 */
export function mouDocumentHandlers(assignment: Assignment, onWrite: (call: string, body: unknown) => void) {
  let files: Asset[] = [];
  let history = storyAssignmentHistory;
  return [
    http.post(mswPath('uploadAssignmentMouDocument'), async ({ request }) => {
      const file = (await request.formData()).get('file') as File;
      onWrite(`${request.method} ${new URL(request.url).pathname}`, file.name);
      const asset: Asset = {
        id: 951 + files.length,
        filename: file.name,
        title: file.name,
        file_size: file.size,
        content_type: 'application/pdf',
        created_at: '2026-03-01T10:00:00.000Z',
        updated_at: '2026-03-01T10:00:00.000Z',
        uploaded_by: office.user_id,
        uploaded_by_profile: {
          id: 1100,
          firstName: 'Grace',
          lastName: 'Mwangi',
          knownAs: null,
          avatarId: null,
        },
      };
      files = [...files, asset];
      assignment.mou_document_ids = files.map((each) => each.id);
      history = [
        {
          at: '2026-03-01T10:00:00.000Z',
          actor: office,
          action: 'assignment.upload_mou_document',
          fields: ['mou_document_ids'],
        },
        ...history,
      ];
      return HttpResponse.json(asset, { status: 201 });
    }),
    // A rename or deletion of an MOU document is filed in the assignment's history too.
    http.patch(mswPath('renameAsset'), async ({ request, params }) => {
      const id = Number(params.id);
      if (!files.some((file) => file.id === id)) return undefined;
      const { title } = (await request.json()) as { title: string };
      onWrite(`${request.method} ${new URL(request.url).pathname}`, { title });
      files = files.map((file) => (file.id === id ? { ...file, title } : file));
      history = [{ ...changedBy, action: 'assignment.mou_document.rename', fields: ['title'] }, ...history];
      return HttpResponse.json(files.find((file) => file.id === id));
    }),
    http.delete(mswPath('deleteAsset'), ({ request, params }) => {
      const id = Number(params.id);
      if (!files.some((file) => file.id === id)) return undefined;
      onWrite(`${request.method} ${new URL(request.url).pathname}`, null);
      files = files.filter((file) => file.id !== id);
      assignment.mou_document_ids = files.map((each) => each.id);
      history = [
        { ...changedBy, action: 'assignment.mou_document.delete', fields: ['mou_document_ids', 'title'] },
        ...history,
      ];
      return new HttpResponse(null, { status: 204 });
    }),
    http.get(mswPath('listAssets'), ({ request }) => {
      const query = new URL(request.url).searchParams;
      if (query.get('assetable_type') !== 'assignment') return undefined;
      const ids = (query.get('id') ?? '').split(',').map(Number);
      return HttpResponse.json(files.filter((file) => ids.includes(file.id)));
    }),
    ...recordHistoryService({ assignment: () => history }),
  ];
}
