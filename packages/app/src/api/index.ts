export { ApiError, NetworkError } from './api-error.ts';
export type { AnswerParser, ApiRequest, DownloadedFile } from './client.ts';
export { apiDownload, apiRequest, trusted } from './client.ts';
export { saveFile } from './save-file.ts';
