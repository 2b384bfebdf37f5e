import type { Asset } from '@mobilise/contract';
import { delay, HttpResponse, http } from 'msw';
import { mswPath } from '../../../api/msw-path.ts';

const refusal = (status: number) =>
  HttpResponse.json({ code: 'refused', message: 'Refused', requestId: 'story' }, { status });

/**
 * A mocked file service holding `files`: it lists them (by record or by ids), and uploads, renames,
 * replaces and deletes for real in its own copy, so a story sees the list change. `onRequest` sees each
 * call's method and URL.
 */
export const assetService = (
  files: readonly Asset[],
  onRequest: (method: string, url: URL) => void = () => {},
) => {
  let held = [...files];
  let nextId = 900;
  const seen = (request: Request) => onRequest(request.method, new URL(request.url));
  return [
    http.get(mswPath('listAssets'), ({ request }) => {
      seen(request);
      const ids = new URL(request.url).searchParams.get('id');
      const wanted = ids === null ? null : new Set(ids.split(',').map(Number));
      return HttpResponse.json(held.filter((file) => wanted === null || wanted.has(file.id)));
    }),
    http.post(mswPath('uploadAsset'), async ({ request }) => {
      seen(request);
      const file = (await request.formData()).get('file') as File;
      const asset: Asset = {
        id: nextId++,
        filename: file.name,
        title: file.name,
        file_size: file.size,
        content_type: file.type || 'application/octet-stream',
        created_at: '2026-03-01T10:00:00.000Z',
        updated_at: '2026-03-01T10:00:00.000Z',
        uploaded_by: 12,
        uploaded_by_profile: null,
      };
      held = [...held, asset];
      return HttpResponse.json(asset, { status: 201 });
    }),
    http.post(mswPath('replaceAsset'), async ({ request, params }) => {
      seen(request);
      const file = (await request.formData()).get('file') as File;
      held = held.map((asset) =>
        asset.id === Number(params.id)
          ? { ...asset, filename: file.name, file_size: file.size, updated_at: '2026-03-01T10:00:00.000Z' }
          : asset,
      );
      const replaced = held.find((asset) => asset.id === Number(params.id));
      return replaced ? HttpResponse.json(replaced) : refusal(404);
    }),
    http.patch(mswPath('renameAsset'), async ({ request, params }) => {
      seen(request);
      const { title } = (await request.json()) as { title: string };
      held = held.map((asset) => (asset.id === Number(params.id) ? { ...asset, title } : asset));
      const renamed = held.find((asset) => asset.id === Number(params.id));
      return renamed ? HttpResponse.json(renamed) : refusal(404);
    }),
    http.delete(mswPath('deleteAsset'), ({ request, params }) => {
      seen(request);
      held = held.filter((asset) => asset.id !== Number(params.id));
      return new HttpResponse(null, { status: 204 });
    }),
  ];
};

/** What the files stories' mocked server answers when it goes wrong or is slow. */
export const assetFailures = {
  /** The list never arrives. */
  listLoading: () =>
    http.get(mswPath('listAssets'), async () => {
      await delay('infinite');
      return HttpResponse.json([]);
    }),
  /** The list is refused (403 by default: refusals are not retried, so the message shows at once). */
  listFails: (status = 403) => http.get(mswPath('listAssets'), () => refusal(status)),
  /** A rename is refused with `status`. */
  renameFails: (status = 500) => http.patch(mswPath('renameAsset'), () => refusal(status)),
  /** A replace is refused with `status`. */
  replaceFails: (status = 500) => http.post(mswPath('replaceAsset'), () => refusal(status)),
  /** An upload is refused with `status` (415: not a type the record takes). */
  uploadFails: (status = 415) => http.post(mswPath('uploadAsset'), () => refusal(status)),
};
