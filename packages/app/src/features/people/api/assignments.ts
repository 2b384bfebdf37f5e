import { type Assignment, type AssignmentStatus, assignmentsPath, type Paged } from '@mobilise/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, trusted } from '../../../api/index.ts';
import { retryUnlessRefused } from '../../my-aim/api/retry.ts';

/** A person holds at most a few active assignments: one page of this many holds them all. */
export const activeAssignmentsPerPage = 100;

/** Query keys of assignment lists read by assignee, wherever the reader is (organisation null). */
export const assignmentKeys = {
  all: ['assignments'] as const,
  lists: () => [...assignmentKeys.all, null, 'list'] as const,
  list: (filters: { assignee: number; status: AssignmentStatus; is_abandoned: boolean }) =>
    [...assignmentKeys.lists(), filters] as const,
};

/**
 * `GET api/assignments?assignee={id}&status=ACTIVE&is_abandoned=false`: the person's active assignments,
 * as the pop-up asks for them (spec 02 §4, §7).
 */
export const activeAssignmentsQueryOptions = (assigneeId: number) => {
  const filters = { assignee: assigneeId, status: 'ACTIVE', is_abandoned: false } as const;
  return queryOptions({
    queryKey: assignmentKeys.list(filters),
    retry: retryUnlessRefused,
    queryFn: async ({ signal }) =>
      (
        await apiRequest(assignmentsPath, {
          query: { ...filters, per_page: activeAssignmentsPerPage },
          schema: trusted<Paged<Assignment>>(),
          signal,
        })
      ).data,
  });
};
