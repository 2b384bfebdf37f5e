export { ApiError, NetworkError } from './api-error.ts';
export type { CallArguments, DownloadedFile, EndpointCall, QueryValue } from './client.ts';
export { callEndpoint, downloadEndpoint, endpointUrl, queryString, sendApiCallsThrough } from './client.ts';
export type {
  EndpointMutationOptions,
  EndpointQueryOptions,
  QueryOrganisation,
} from './endpoint-queries.ts';
export {
  endpointMutationOptions,
  endpointQueryOptions,
  isQueryOfOrganisation,
  queryKeys,
  refreshAfterWrite,
  resourcesChangedBy,
  useEndpointMutation,
} from './endpoint-queries.ts';
export { apiFetch, apiUrl, xsrfToken } from './http.ts';
export { retryUnlessRefused } from './retry.ts';
export { saveFile } from './save-file.ts';
