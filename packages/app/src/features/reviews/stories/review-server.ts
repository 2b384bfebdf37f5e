import type { RecordForm, ReviewRecord } from '@mobilise/contract';
import { HttpResponse, http } from 'msw';
import { mswMethod, mswPath } from '../../../api/msw-path.ts';
import { assetService } from '../../assets/stories/index.ts';
import { pageOf } from '../../my-aim/stories/index.ts';

/**
 * Margaret Osei's (profile 21) annual review, conducted by AIM Europe (organisation 3), submitted by her
 * reviewer and awaiting its office's sign-off.
 */
export const storyReview: ReviewRecord = {
  id: 81,
  version: 4,
  date: '2026-10-15',
  status: 'SUBMITTED',
  type: 'ANNUAL',
  reviewer_ids: [30],
  reviewer_options: [
    { id: 30, name: 'Daniel Kiprop', avatarId: null },
    { id: 31, name: 'Ingrid Sørensen', avatarId: null },
  ],
  assignment_id: 12,
  form_options: [],
  form_submissions: [],
  is_shared_with_mobilising_organisation: false,
  documents: [],
  user_can: ['sign_off', 'share_with_mobilising_organisation'],
  actions_and_recommendations: 'Take the language course in January; plan home assignment for 2028.',
  person: { id: 21, name: 'Margaret Osei', avatarId: null },
  organisation: { id: 3, name: 'AIM Europe' },
  is_overdue: false,
};

/** The organisation's further reviews: one overdue, one signed off. */
export const storyReviews: ReviewRecord[] = [
  storyReview,
  {
    ...storyReview,
    id: 82,
    date: '2026-06-01',
    status: 'NOT_SUBMITTED',
    type: 'BEGINNING_OF_TERM',
    person: { id: 30, name: 'Daniel Kiprop', avatarId: null },
    reviewer_ids: [31],
    user_can: ['update', 'share_with_mobilising_organisation'],
    is_overdue: true,
  },
  {
    ...storyReview,
    id: 83,
    date: '2025-11-20',
    status: 'SIGNED_OFF',
    type: 'END_OF_TERM',
    person: { id: 31, name: 'Ingrid Sørensen', avatarId: null },
    user_can: [],
    is_shared_with_mobilising_organisation: true,
  },
];

/** The review's form (review forms on), cut down to one question, answered so far by the reviewer. */
export const storyReviewForm: RecordForm = {
  title: 'Annual review',
  version: 2,
  pages: [
    {
      id: 'progress',
      sections: [
        {
          id: 'progress',
          title: 'Progress',
          hidden: false,
          nodes: [
            {
              type: 'SingleQuestion',
              question: {
                label: 'How has the year gone?',
                input: {
                  name: 'progress',
                  fieldName: 'progress',
                  fieldType: 'Textarea',
                  label: 'How has the year gone?',
                  constraints: [],
                  hasMultipleAnswers: false,
                },
                answers: ['Settled in well; the clinic runs two days a week now.'],
              },
            },
          ],
        },
      ],
    },
  ],
};

const notFound = () =>
  HttpResponse.json({ code: 'not_found', message: 'Not found', requestId: 'story' }, { status: 404 });
const stale = () =>
  HttpResponse.json({ code: 'stale', message: 'Changed meanwhile', requestId: 'story' }, { status: 409 });

export interface ReviewServerOptions {
  reviews?: ReviewRecord[];
  /** The server holds a newer version than the page first reads: each step is a 409 until read again. */
  serverVersionAhead?: boolean;
  /** Sees each list's query. */
  onRequest?: (url: URL) => void;
  /** Sees each write's method and path, and its body. */
  onWrite?: (call: string, body: unknown) => void;
}

/**
 * The review calls as the server answers them, over copies of the reviews that the steps change: the
 * list (status, type, overdue and person filters, by date), one review, planning one, submit, sign-off, share
 * and update. The
 * assignment is not the reader's to see (404), as for a reviewer from another team.
 */
export function reviewServer({
  reviews = storyReviews,
  serverVersionAhead = false,
  onRequest = () => {},
  onWrite = () => {},
}: ReviewServerOptions = {}) {
  const held = structuredClone(reviews);
  // The page reads an older version first, the server's next.
  let firstRead = serverVersionAhead;
  const read = (review: ReviewRecord) => {
    if (!firstRead) return review;
    firstRead = false;
    return { ...review, version: review.version - 1 };
  };
  const step = (
    name: 'submitReview' | 'signOffReview' | 'shareReviewWithMobilisingOrganisation' | 'updateReview',
    change: (review: ReviewRecord, body: Partial<ReviewRecord>) => void,
  ) =>
    http[mswMethod(name)](mswPath(name), async ({ params, request }) => {
      const body = (await request.json()) as Partial<ReviewRecord> & { version: number };
      onWrite(`${request.method} ${new URL(request.url).pathname}`, body);
      const review = held.find(({ id }) => id === Number(params.id));
      if (!review) return notFound();
      if (body.version !== review.version) return stale();
      change(review, body);
      review.version += 1;
      return HttpResponse.json(review);
    });
  return [
    // The reviews have no documents yet: a review still open offers to attach one.
    ...assetService([]),
    http.get(mswPath('getAssignment'), notFound),
    http.get(mswPath('listReviews'), ({ request }) => {
      const url = new URL(request.url);
      onRequest(url);
      const listed = (key: string) => url.searchParams.get(key)?.split(',');
      const [statuses, types, person] = [
        listed('status'),
        listed('type'),
        url.searchParams.get('person_profile'),
      ];
      const overdue = url.searchParams.get('overdue');
      // By date, as the server orders them: earliest first unless `-date`.
      const order = url.searchParams.get('sort') === '-date' ? -1 : 1;
      return HttpResponse.json(
        pageOf(
          [...held]
            .sort((a, b) => order * a.date.localeCompare(b.date))
            .filter(
              (review) =>
                (!statuses || statuses.includes(review.status)) &&
                (!types || types.includes(review.type)) &&
                (!person || review.person.id === Number(person)) &&
                (overdue === null || review.is_overdue === (overdue === 'true')),
            ),
        ),
      );
    }),
    // A planned review: not submitted, no reviewers yet, chosen next on its page from its options.
    http.post(mswPath('createReview'), async ({ request }) => {
      const body = (await request.json()) as Pick<ReviewRecord, 'assignment_id' | 'type' | 'date'>;
      onWrite(`${request.method} ${new URL(request.url).pathname}`, body);
      const planned: ReviewRecord = {
        ...storyReview,
        ...body,
        // The story profile's assignments are received by AIM Eastern Africa, which conducts the review.
        organisation: { id: 7, name: 'AIM Eastern Africa' },
        id: Math.max(...held.map(({ id }) => id), 0) + 1,
        version: 1,
        status: 'NOT_SUBMITTED',
        reviewer_ids: [],
        actions_and_recommendations: null,
        user_can: ['update', 'share_with_mobilising_organisation'],
        is_overdue: false,
      };
      held.push(planned);
      return HttpResponse.json(planned, { status: 201 });
    }),
    http.get(mswPath('getReviewForm'), () => HttpResponse.json(storyReviewForm)),
    http.get(mswPath('getReview'), ({ params }) => {
      const review = held.find(({ id }) => id === Number(params.id));
      return review ? HttpResponse.json(read(review)) : notFound();
    }),
    step('submitReview', (review) => {
      review.status = 'SUBMITTED';
      review.user_can = review.user_can.filter((action) => action === 'share_with_mobilising_organisation');
    }),
    step('signOffReview', (review) => {
      review.status = 'SIGNED_OFF';
      review.user_can = review.user_can.filter((action) => action === 'share_with_mobilising_organisation');
    }),
    step('shareReviewWithMobilisingOrganisation', (review) => {
      review.is_shared_with_mobilising_organisation = true;
      review.user_can = review.user_can.filter((action) => action !== 'share_with_mobilising_organisation');
    }),
    step('updateReview', (review, body) => {
      Object.assign(review, {
        ...(body.date === undefined ? {} : { date: body.date }),
        ...(body.reviewer_ids === undefined ? {} : { reviewer_ids: body.reviewer_ids }),
        ...(body.actions_and_recommendations === undefined
          ? {}
          : { actions_and_recommendations: body.actions_and_recommendations }),
      });
    }),
  ];
}
