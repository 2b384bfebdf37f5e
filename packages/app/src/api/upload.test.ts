import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error.ts';
import { uploadEndpoint } from './upload.ts';

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function stubBrowser(fetchImpl: typeof fetch) {
  vi.stubGlobal('fetch', vi.fn(fetchImpl));
  vi.stubGlobal('localStorage', { getItem: () => 'pt', setItem: () => {} });
  vi.stubGlobal('document', { cookie: 'XSRF-TOKEN=tok' });
}

const sent = () => vi.mocked(fetch).mock.calls[0] as [string, RequestInit];

afterEach(() => vi.unstubAllGlobals());

describe('uploadEndpoint', () => {
  const pdf = new File(['%PDF-1.7'], 'visa.pdf', { type: 'application/pdf' });

  it('sends the file as a multipart form in its field "file", with the XSRF header and no JSON type', async () => {
    stubBrowser(async () => answer(201, { id: 8 }));
    await uploadEndpoint('uploadAsset', pdf, {
      query: { assetable_type: 'person_profile', assetable_id: 21 },
    });
    const [url, init] = sent();
    expect(url).toBe('/private/api/assets?assetable_type=person_profile&assetable_id=21');
    expect(init.method).toBe('POST');
    const headers = new Headers(init.headers);
    expect(headers.get('X-XSRF-TOKEN')).toBe('tok');
    // The browser writes the multipart type with its boundary.
    expect(headers.get('Content-Type')).toBeNull();
    const body = init.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect((body.get('file') as File).name).toBe('visa.pdf');
  });

  it('replaces with POST and the PATCH method override', async () => {
    stubBrowser(async () =>
      answer(200, { file_size: 8, title: 'Visa', filename: 'visa.pdf', updated_at: '' }),
    );
    await uploadEndpoint('replaceAsset', pdf, { params: { id: 8 }, query: { _method: 'PATCH' } });
    const [url, init] = sent();
    expect(url).toBe('/private/api/assets/8?_method=PATCH');
    expect(init.method).toBe('POST');
  });

  it('makes a refusal an ApiError with its status', async () => {
    stubBrowser(async () =>
      answer(415, {
        code: 'unsupported_file_type',
        message: 'Not a file type this record takes',
        requestId: 'r1',
      }),
    );
    await expect(uploadEndpoint('uploadAsset', pdf, {})).rejects.toMatchObject({
      constructor: ApiError,
      status: 415,
    });
  });
});
