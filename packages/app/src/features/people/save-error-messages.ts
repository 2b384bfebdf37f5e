import { ApiError } from '../../api/index.ts';

/** The server's messages of a failed save: the fields' ones when it named fields, else its message. */
export const saveErrorMessages = (error: Error): string[] => {
  const fieldMessages = error instanceof ApiError ? Object.values(error.errors).flat() : [];
  return fieldMessages.length > 0 ? fieldMessages : [error.message];
};
