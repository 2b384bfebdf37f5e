import type {
  EndpointName,
  RequisitionRecord,
  RequisitionSearchResult,
  VisionStrategyPaper,
  VisionStrategyPaperRecord,
} from '@mobilise/contract';
import { type HttpHandler, HttpResponse, http } from 'msw';
import { mswPath } from '../../../api/msw-path.ts';
import { fold, pageOf } from '../../organisation/stories/index.ts';

/** A listing as the server answers it: the items whose text holds every word of `search`, paged. */
function searchedPage<Item>(items: Item[], url: URL, textOf: (item: Item) => string) {
  const query = url.searchParams;
  const words = fold(query.get('search') ?? '')
    .split(/\s+/)
    .filter(Boolean);
  const matches = items.filter((item) => words.every((word) => fold(textOf(item)).includes(word)));
  return pageOf(matches, Number(query.get('page') ?? 1), Number(query.get('per_page') ?? 25));
}

const notFound = () =>
  HttpResponse.json({ code: 'not_found', message: 'Not found', requestId: 'story' }, { status: 404 });

/** The read of one record by `{public_id}`: the record with that public id, 404 for any other (unknown or out of scope). */
const byPublicId = (
  name: Extract<EndpointName, 'getRequisition' | 'getVisionStrategyPaper'>,
  records: { public_id: string }[],
): HttpHandler =>
  http.get(mswPath(name), ({ params }) => {
    const record = records.find((each) => each.public_id === params.public_id);
    return record ? HttpResponse.json(record) : notFound();
  });

/** What the opportunities stories' mocked server answers; `onRequest` sees each URL asked for. */
export const opportunitiesHandlers = {
  requisitions: (requisitions: RequisitionSearchResult[], onRequest: (url: URL) => void = () => {}) =>
    http.get(mswPath('listRequisitions'), ({ request }) => {
      const url = new URL(request.url);
      onRequest(url);
      return HttpResponse.json(searchedPage(requisitions, url, (item) => item.title));
    }),
  papers: (papers: VisionStrategyPaper[], onRequest: (url: URL) => void = () => {}) =>
    http.get(mswPath('listVisionStrategyPapers'), ({ request }) => {
      const url = new URL(request.url);
      onRequest(url);
      return HttpResponse.json(searchedPage(papers, url, (item) => item.searchable_text));
    }),
  requisition: (requisitions: RequisitionRecord[]) => byPublicId('getRequisition', requisitions),
  paper: (papers: VisionStrategyPaperRecord[]) => byPublicId('getVisionStrategyPaper', papers),
};

export interface OpportunitiesServerOptions {
  requisitions?: RequisitionRecord[];
  papers?: VisionStrategyPaperRecord[];
  /** What the server answers every save and step: the record changed, or this refusal. */
  refusal?: { status: 409 | 422; code: string; message: string; errors?: Record<string, string[]> };
  /** Sees each write's body, by call. */
  onWrite?: (call: string, body: unknown) => void;
}

/** The availability each step leaves, and what office staff may then do, as the server answers. */
const stepped = {
  fillRequisition: { availability: 'FULFILLED', user_can: ['update', 'archive', 'reopen'] },
  archiveRequisition: { availability: 'RETRACTED', user_can: ['reopen'] },
  reopenRequisition: { availability: 'OPEN', user_can: ['update', 'fill', 'archive'] },
} as const;

/**
 * The requisitions and papers calls over records kept in memory, as the server answers them to office
 * staff: one by public id (404 otherwise), creates (201) and saves that answer the record saved with its
 * version moved on, and a requisition's steps; with the regions the form offers.
 */
export function opportunitiesServer({
  refusal,
  onWrite = () => {},
  ...records
}: OpportunitiesServerOptions = {}) {
  // Each story changes its own copies: a step taken in one never shows in the next.
  const { requisitions = [], papers = [] } = structuredClone(records);
  const refused = () =>
    refusal && HttpResponse.json({ ...refusal, requestId: 'story' }, { status: refusal.status });
  const saved = <Record extends { public_id: string; version: number }>(name: string, items: Record[]) =>
    http.put(mswPath(name as 'updateRequisition'), async ({ params, request }) => {
      const body = (await request.json()) as Partial<Record>;
      onWrite(name, body);
      const record = items.find((each) => each.public_id === params.public_id);
      if (!record) return notFound();
      const refusedAnswer = refused();
      if (refusedAnswer) return refusedAnswer;
      Object.assign(record, body, { version: record.version + 1 });
      return HttpResponse.json(record);
    });
  const created = <Record extends { public_id: string }>(name: string, items: Record[], template: Record) =>
    http.post(mswPath(name as 'createRequisition'), async ({ request }) => {
      const body = (await request.json()) as Partial<Record> & { organisation_id?: number };
      onWrite(name, body);
      const { organisation_id: _organisation, ...fields } = body;
      const record = { ...template, ...fields, public_id: String(9000 + items.length), version: 1 };
      items.push(record);
      return HttpResponse.json(record, { status: 201 });
    });
  return [
    http.get(mswPath('listRegions'), () =>
      HttpResponse.json(
        pageOf(
          [
            { id: 2, name: 'Iberia' },
            { id: 4, name: 'Great Lakes' },
          ],
          1,
          100,
        ),
      ),
    ),
    byPublicId('getRequisition', requisitions),
    byPublicId('getVisionStrategyPaper', papers),
    created('createRequisition', requisitions, {
      ...(requisitions[0] as RequisitionRecord),
      availability: 'OPEN',
      user_can: ['update', 'fill', 'archive'],
    }),
    created('createVisionStrategyPaper', papers, papers[0] as VisionStrategyPaperRecord),
    saved('updateRequisition', requisitions),
    saved('updateVisionStrategyPaper', papers),
    ...(['fillRequisition', 'archiveRequisition', 'reopenRequisition'] as const).map((name) =>
      http.post(mswPath(name), async ({ params, request }) => {
        onWrite(name, await request.json());
        const record = requisitions.find((each) => each.public_id === params.public_id);
        if (!record) return notFound();
        const refusedAnswer = refused();
        if (refusedAnswer) return refusedAnswer;
        Object.assign(record, stepped[name], { version: record.version + 1 });
        return HttpResponse.json(record);
      }),
    ),
  ];
}
