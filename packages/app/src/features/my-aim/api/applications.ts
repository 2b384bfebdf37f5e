import type { ApplicationStatus, EndpointAnswer } from '@mobilise/contract';
import { endpointQueryOptions } from '../../../api/index.ts';

/** The statuses of an application still running: neither appointed nor rejected nor abandoned. */
export const inProgressApplicationStatuses = [
  'IN_PROGRESS',
  'ON_HOLD',
] as const satisfies readonly ApplicationStatus[];

/** Non-completed applications are fetched 999 at a time. */
export const inProgressApplicationsPerPage = 999;

const applicationsOfPage = (page: EndpointAnswer<'listApplications'>) => page.data;

/**
 * A person's applications in progress (`applicant`, `status`, 999 a page, so one page holds them all). An applicant's
 * own list belongs to no organisation, so switching organisation keeps it.
 */
export const applicationsInProgressQueryOptions = (applicantId: number) => ({
  ...endpointQueryOptions('listApplications', {
    query: {
      applicant: applicantId,
      status: inProgressApplicationStatuses,
      per_page: inProgressApplicationsPerPage,
    },
  }),
  select: applicationsOfPage,
});
