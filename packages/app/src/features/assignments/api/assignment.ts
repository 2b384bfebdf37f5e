import { endpointQueryOptions } from '../../../api/index.ts';

/** One assignment with every part its page shows, what the reader may do to it and its version. */
export const assignmentQueryOptions = (id: number) =>
  endpointQueryOptions('getAssignment', { params: { id } });

/**
 * The id of the assignment with this public id (the number its address shows), or null when the reader
 * has none such: the assignment's own calls take its id.
 */
export const assignmentIdQueryOptions = (publicId: number) => ({
  ...endpointQueryOptions('listAssignments', { query: { public_id: [publicId], per_page: 1 } }),
  select: (page: { data: readonly { id: number }[] }) => page.data[0]?.id ?? null,
});

/**
 * The public id of the application an assignment is associated with (its address), or null when the
 * reader does not see that application.
 */
export const applicationPublicIdQueryOptions = (id: number) => ({
  ...endpointQueryOptions('listApplications', { query: { id: [id], per_page: 1 } }),
  select: (page: { data: readonly { public_id: string }[] }) => page.data[0]?.public_id ?? null,
});
