export { ApiError, NetworkError } from './api-error.ts';
export type { CallArguments, EndpointCall, QueryValue } from './client.ts';
export { callEndpoint, endpointUrl, queryString, sendApiCallsThrough } from './client.ts';
// The writes (endpoint-mutations.ts) and file downloads (download.ts) are imported by their own paths: a
// barrel the first page imports would put them in its startup chunk.
export type { EndpointQueryOptions, QueryOrganisation } from './endpoint-queries.ts';
export {
  endpointQueryOptions,
  isQueryOfOrganisation,
  queryKeys,
  refreshAfterWrite,
  resourcesChangedBy,
} from './endpoint-queries.ts';
export { apiFetch, xsrfToken } from './http.ts';
export { retryUnlessRefused } from './retry.ts';
export { saveFile } from './save-file.ts';
