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
