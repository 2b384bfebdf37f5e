export type { TruncatedTextProps } from './TruncatedText.tsx';
export { TruncatedText, truncationCheckDebounceMs } from './TruncatedText.tsx';
