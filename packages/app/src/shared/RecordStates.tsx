import { ErrorState, LoadingState } from '@mobilise/ui/EmptyState';
import { NotFoundPage } from '@mobilise/ui/NotFoundPage';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiError } from '../api/index.ts';
import { routePath } from '../routes/routePath.ts';
import { useMyAimTranslation } from './useMyAimTranslation.ts';

/**
 * A page's one record: a spinner while it loads, NotFound for an unknown or out-of-scope id (the server
 * answers 404, never telling the two apart), an error with a retry for anything else.
 */
export function RecordStates<Data>({
  query,
  isKnownId,
  children,
}: {
  query: UseQueryResult<Data>;
  /** False when the URL's id cannot name a record at all. */
  isKnownId: boolean;
  children: (data: Data) => ReactNode;
}) {
  const { t } = useMyAimTranslation();
  const notFound = !isKnownId || (query.error instanceof ApiError && query.error.status === 404);
  if (notFound) return <NotFoundPage homeHref={routePath('Home')} />;
  if (query.status === 'error') {
    return <ErrorState onRetry={() => void query.refetch()}>{t('shared.loadError')}</ErrorState>;
  }
  if (query.status === 'pending') return <LoadingState />;
  return children(query.data);
}
