/**
 * Unique, File, Image, MaxFileSize, Uuid and Nullable are ignored by the validator; the
 * server enforces uniqueness, and the upload widget the file limits.
 */
export const evaluate = () => null;
