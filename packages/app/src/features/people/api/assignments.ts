import { type Assignment, type AssignmentStatus, assignmentsPath, type Paged } from '@mobilise/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, trusted } from '../../../api/index.ts';
import { retryUnlessRefused } from '../../my-aim/api/retry.ts';

/** A person holds at most a few active assignments: one page of this many holds them all. */
export const activeAssignmentsPerPage = 100;

/** Assignments are fetched this many at once (spec 01 §9), so one page holds a person's history. */
export const allAssignmentsPerPage = 9999;

interface AssignmentFilters {
  assignee: number;
  status?: AssignmentStatus;
  is_abandoned?: boolean;
}

/** Query keys of assignment lists read by assignee, wherever the reader is (organisation null). */
export const assignmentKeys = {
  all: ['assignments'] as const,
  lists: () => [...assignmentKeys.all, null, 'list'] as const,
  list: (filters: AssignmentFilters) => [...assignmentKeys.lists(), filters] as const,
};

const assignmentsQueryOptions = (filters: AssignmentFilters, perPage: number) =>
  queryOptions({
    queryKey: assignmentKeys.list(filters),
    retry: retryUnlessRefused,
    queryFn: async ({ signal }) =>
      (
        await apiRequest(assignmentsPath, {
          query: { ...filters, per_page: perPage },
          schema: trusted<Paged<Assignment>>(),
          signal,
        })
      ).data,
  });

/**
 * `GET api/assignments?assignee={id}&status=ACTIVE&is_abandoned=false`: the person's active assignments,
 * as the pop-up asks for them (spec 02 §4, §7).
 */
export const activeAssignmentsQueryOptions = (assigneeId: number) =>
  assignmentsQueryOptions(
    { assignee: assigneeId, status: 'ACTIVE', is_abandoned: false },
    activeAssignmentsPerPage,
  );

/**
 * `GET api/assignments?assignee={id}&per_page=9999`: every assignment of the person the reader may see,
 * abandoned ones too, newest first as the server orders them (spec 01 §7, §9).
 */
export const assignmentHistoryQueryOptions = (assigneeId: number) =>
  assignmentsQueryOptions({ assignee: assigneeId }, allAssignmentsPerPage);
