import type {
  Assignment,
  PersonProfileListItem,
  RequisitionSearchResult,
  VisionStrategyPaper,
} from '@mobilise/contract';
import { HttpResponse, http } from 'msw';
import { mswPath } from '../../../api/msw-path.ts';
import { storyAssignment } from '../../assignments/stories/index.ts';
import { pageOf, storyProfile } from '../../my-aim/stories/index.ts';

const person = (id: number, firstName: string, lastName: string, fields: Partial<PersonProfileListItem>) =>
  ({
    ...storyProfile,
    id,
    firstName,
    lastName,
    knownAs: null,
    is_employee: false,
    is_full_term_member: false,
    is_full_term_applicant: false,
    mobilisedByOrganisationIds: [3],
    ...fields,
  }) satisfies PersonProfileListItem;

/** People the stories' server knows (organisations 3 EUR and 7 EAF), as the people search lists them. */
export const storySearchPeople: PersonProfileListItem[] = [
  person(31, 'Ana', 'Silva', { is_full_term_member: true, mobilisedByOrganisationIds: [3, 7] }),
  person(32, 'Anatole', 'Dubois', { is_full_term_applicant: true }),
  person(33, 'Mariana', 'Okafor', {
    is_employee: true,
    is_full_term_member: true,
    mobilisedByOrganisationIds: [7],
  }),
  person(34, 'Diana', 'Müller', { memberStatus: 'INACTIVE' }),
  person(35, 'Susana', 'García', {}),
  person(36, 'Ana', 'Chen', {}),
];

/** Assignments the stories' office staff may see: Ana Silva's (31) at Tenwek, and Amara Okafor's. */
export const storySearchAssignments: Assignment[] = [
  {
    ...storyAssignment,
    id: 61,
    public_id: '1061',
    assignee: { id: 31, name: 'Ana Silva', avatarId: null },
    associated_with: { type: 'REQUISITION', id: 9, title: 'Midwife at Tenwek Hospital' },
  },
  storyAssignment,
];

export const storySearchRequisitions: RequisitionSearchResult[] = [
  { public_id: '5011', title: 'Nurse, Kijabe Hospital', region_id: 1, availability: 'OPEN' },
  { public_id: '5012', title: 'Teacher, Rift Valley Academy', region_id: 1, availability: 'OPEN' },
  { public_id: '5013', title: 'Accountant, Nairobi Finance Office', region_id: null, availability: 'OPEN' },
];

export const storySearchPapers: VisionStrategyPaper[] = [
  {
    id: 41,
    public_id: '3011',
    searchable_text: 'Health Care: vision and strategy 2026 — Where health care is heading',
    last_updated: '2026-10-03T09:00:00Z',
  },
  {
    id: 42,
    public_id: '3012',
    searchable_text: 'Mobilisation à Genève et Lyon',
    last_updated: '2026-09-12T09:00:00Z',
  },
];

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** The items whose text holds the request's `search` (accents and case ignored), at most `per_page` of them. */
const searched = <Item>(request: Request, items: Item[], textOf: (item: Item) => string) => {
  const url = new URL(request.url);
  const query = fold(url.searchParams.get('search') ?? '');
  const matches = items.filter((item) => fold(textOf(item)).includes(query));
  const page = pageOf(matches.slice(0, Number(url.searchParams.get('per_page') ?? matches.length)));
  return HttpResponse.json({ ...page, total: matches.length });
};

/** The four calls of the header search; `onRequest` sees each URL asked for. */
export const searchHandlers = {
  answering: (onRequest: (url: URL) => void = () => {}) => [
    http.get(mswPath('listPersonProfiles'), ({ request }) => {
      onRequest(new URL(request.url));
      return searched(request, storySearchPeople, (item) => `${item.firstName} ${item.lastName}`);
    }),
    http.get(mswPath('listAssignments'), ({ request }) => {
      onRequest(new URL(request.url));
      return searched(
        request,
        storySearchAssignments,
        (item) => `#${item.public_id} ${item.assignee.name} ${item.associated_with?.title ?? ''}`,
      );
    }),
    http.get(mswPath('listRequisitions'), ({ request }) => {
      onRequest(new URL(request.url));
      return searched(request, storySearchRequisitions, (item) => item.title);
    }),
    http.get(mswPath('listVisionStrategyPapers'), ({ request }) => {
      onRequest(new URL(request.url));
      return searched(request, storySearchPapers, (item) => item.searchable_text);
    }),
  ],
  /** The requisitions call fails; the others answer. */
  requisitionsFailing: () =>
    http.get(mswPath('listRequisitions'), () =>
      HttpResponse.json(
        { code: 'server_error', message: 'Something went wrong', requestId: 'story' },
        { status: 500 },
      ),
    ),
};
