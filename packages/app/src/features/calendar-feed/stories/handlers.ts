import type { CalendarFeed, CalendarFeedLink } from '@mobilise/contract';
import { HttpResponse, http } from 'msw';
import { mswPath } from '../../../api/msw-path.ts';

/** When the stories' feed addresses were made, and the address a reset answers with. */
export const storyFeedMadeAt = '2026-11-20T14:30:00.000Z';
export const storyFeedLink: CalendarFeedLink = {
  url: 'https://mobilise.example/api/calendar-feeds/q3Vb1Xk9tR2mWc7YpZ0aLs4NdE8fGh6JuI5oK1lQyTe',
  createdAt: '2026-11-29T09:15:00.000Z',
};

/**
 * What the stories' mocked server answers about calendar feeds, the member's own and any organisation's
 * alike: the feed's state (no address yet, or one made at `madeAt`), and a new address on each reset;
 * `onReset` sees each reset asked for.
 */
export const calendarFeedHandlers = {
  feed: (madeAt: string | null = null) => {
    const answer = (): CalendarFeed => ({ createdAt: madeAt });
    return [
      http.get(mswPath('getMyCalendarFeed'), () => HttpResponse.json(answer())),
      http.get(mswPath('getOrganisationCalendarFeed'), () => HttpResponse.json(answer())),
    ];
  },
  reset: (onReset: (path: string) => void = () => {}) => [
    http.post(mswPath('resetMyCalendarFeed'), ({ request }) => {
      onReset(new URL(request.url).pathname);
      return HttpResponse.json(storyFeedLink);
    }),
    http.post(mswPath('resetOrganisationCalendarFeed'), ({ request }) => {
      onReset(new URL(request.url).pathname);
      return HttpResponse.json(storyFeedLink);
    }),
  ],
};
