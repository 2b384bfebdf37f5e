export { ApiError, NetworkError } from './api-error.ts';
export type { AnswerParser, ApiRequest } from './client.ts';
export { apiRequest, queryString, trusted } from './client.ts';
