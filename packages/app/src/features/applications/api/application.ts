import { endpointQueryOptions } from '../../../api/index.ts';

/** One application with its workflow stages and the version a change sends back. */
export const applicationQueryOptions = (id: number) =>
  endpointQueryOptions('getApplication', { params: { id } });

/** The application's task instances, stage by stage, each with what the reader may do to it. */
export const applicationTaskInstancesQueryOptions = (id: number) =>
  endpointQueryOptions('listApplicationTaskInstances', { params: { id } });

/**
 * The id of the application with this public id (the number its address shows), or null when the reader
 * has none such: the application's own calls take its id.
 */
export const applicationIdQueryOptions = (publicId: number) => ({
  ...endpointQueryOptions('listApplications', { query: { public_id: [publicId], per_page: 1 } }),
  select: (page: { data: readonly { id: number }[] }) => page.data[0]?.id ?? null,
});
