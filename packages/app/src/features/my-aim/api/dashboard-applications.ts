import type { ApplicationStatus, EndpointAnswer } from '@mobilise/contract';
import { endpointQueryOptions } from '../../../api/index.ts';
import { inProgressApplicationStatuses, inProgressApplicationsPerPage } from './applications.ts';

/** What the member's dashboard lists: their applications in progress, and the ones they were appointed from. */
export const dashboardApplicationStatuses = [
  ...inProgressApplicationStatuses,
  'APPOINTED',
] as const satisfies readonly ApplicationStatus[];

/**
 * The applications on a member's dashboard, in progress first, then appointed (one page, as for those in
 * progress). Appointing one applicant makes the whole application APPOINTED: the others who applied
 * through it were not appointed, so it stays off their dashboard.
 */
export const dashboardApplicationsQueryOptions = (applicantId: number) => ({
  ...endpointQueryOptions('listApplications', {
    query: {
      applicant: applicantId,
      status: dashboardApplicationStatuses,
      per_page: inProgressApplicationsPerPage,
    },
  }),
  select: (page: EndpointAnswer<'listApplications'>) =>
    page.data
      .filter(
        ({ status, appointments }) =>
          status !== 'APPOINTED' || appointments.some(({ appointee_id }) => appointee_id === applicantId),
      )
      .sort((a, b) => Number(a.status === 'APPOINTED') - Number(b.status === 'APPOINTED')),
});
