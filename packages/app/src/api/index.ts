export { ApiError, NetworkError } from './api-error.ts';
export type { ApiRequest } from './client.ts';
export { apiRequest, queryString } from './client.ts';
