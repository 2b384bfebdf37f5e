import type { Application, ApplicationStatus } from '@mobilise/contract';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, expect, it, vi } from 'vitest';
import { applicationsInProgressQueryOptions } from './applications.ts';
import { dashboardApplicationsQueryOptions } from './dashboard-applications.ts';

afterEach(() => vi.unstubAllGlobals());

const emptyPage = {
  data: [],
  total: 0,
  from: null,
  to: null,
  per_page: 999,
  current_page: 1,
  last_page: 1,
  links: [],
  next_page_url: null,
  prev_page_url: null,
};

it("R-CALL-011 R-CALL-012 asks api/applications for the applicant's non-completed applications, 999 per page", async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json(emptyPage)),
  );
  vi.stubGlobal('localStorage', { getItem: () => 'en', setItem: () => {} });
  vi.stubGlobal('document', { cookie: '' });
  const options = applicationsInProgressQueryOptions(11);
  expect(options.select(await new QueryClient().fetchQuery(options))).toEqual([]);
  const [url] = vi.mocked(fetch).mock.calls[0] as unknown as [string];
  const query = new URL(url, 'http://app.test').searchParams;
  expect(new URL(url, 'http://app.test').pathname).toBe('/api/applications');
  expect(query.get('applicant')).toBe('11');
  expect(query.get('status')).toBe('IN_PROGRESS,ON_HOLD');
  expect(query.get('per_page')).toBe('999');
});

it("asks for the dashboard's applications: in progress, and appointed ones, which follow those in progress and show only for whom was appointed", async () => {
  const application = (id: number, status: ApplicationStatus, appointeeId: number | null = null) =>
    ({
      id,
      status,
      appointments: appointeeId === null ? [] : [{ appointee_id: appointeeId }],
    }) as unknown as Application;
  const answer = {
    ...emptyPage,
    data: [application(1, 'APPOINTED', 11), application(2, 'IN_PROGRESS'), application(3, 'APPOINTED', 12)],
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json(answer)),
  );
  vi.stubGlobal('localStorage', { getItem: () => 'en', setItem: () => {} });
  vi.stubGlobal('document', { cookie: '' });
  const options = dashboardApplicationsQueryOptions(11);
  const shown = options.select(await new QueryClient().fetchQuery(options));
  expect(shown.map(({ id }) => id)).toEqual([2, 1]);
  const [url] = vi.mocked(fetch).mock.calls[0] as unknown as [string];
  const query = new URL(url, 'http://app.test').searchParams;
  expect(query.get('applicant')).toBe('11');
  expect(query.get('status')).toBe('IN_PROGRESS,ON_HOLD,APPOINTED');
  expect(query.get('per_page')).toBe('999');
});
