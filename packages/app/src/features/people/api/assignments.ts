import type { AssignmentStatus, EndpointAnswer } from '@mobilise/contract';
import { endpointQueryOptions } from '../../../api/index.ts';

/** A person holds at most a few active assignments: one page of this many holds them all. */
export const activeAssignmentsPerPage = 100;

/** Assignments are fetched this many at once, so one page holds a person's history. */
export const allAssignmentsPerPage = 9999;

interface AssignmentFilters {
  assignee: number;
  status?: AssignmentStatus;
  is_abandoned?: boolean;
}

const assignmentsOfPage = (page: EndpointAnswer<'listAssignments'>) => page.data;

/** Assignment lists read by assignee belong to no organisation: the reader sees them wherever they are. */
const assignmentsQueryOptions = (filters: AssignmentFilters, perPage: number) => ({
  ...endpointQueryOptions('listAssignments', { query: { ...filters, per_page: perPage } }),
  select: assignmentsOfPage,
});

/**
 * The person's active assignments (`assignee`, `status=ACTIVE`, `is_abandoned=false`), as the pop-up asks
 * for them.
 */
export const activeAssignmentsQueryOptions = (assigneeId: number) =>
  assignmentsQueryOptions(
    { assignee: assigneeId, status: 'ACTIVE', is_abandoned: false },
    activeAssignmentsPerPage,
  );

/**
 * Every assignment of the person the reader may see, abandoned ones too, 9999 a page, newest first as the
 * server orders them.
 */
export const assignmentHistoryQueryOptions = (assigneeId: number) =>
  assignmentsQueryOptions({ assignee: assigneeId }, allAssignmentsPerPage);

/** The person's potential assignments being explored: POTENTIAL and not abandoned, 9999 a page. */
export const exploringAssignmentsQueryOptions = (assigneeId: number) =>
  assignmentsQueryOptions(
    { assignee: assigneeId, status: 'POTENTIAL', is_abandoned: false },
    allAssignmentsPerPage,
  );
