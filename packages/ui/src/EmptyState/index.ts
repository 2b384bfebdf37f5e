export type { EmptyStateProps } from './EmptyState.tsx';
export { EmptyState } from './EmptyState.tsx';
export type { ErrorStateProps } from './ErrorState.tsx';
export { ErrorState } from './ErrorState.tsx';
export type { LoadingStateProps } from './LoadingState.tsx';
export { LoadingState } from './LoadingState.tsx';
