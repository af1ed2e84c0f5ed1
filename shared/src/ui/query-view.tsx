// The four states every screen has (DESIGN §10), in one place. Typed structurally so the kit never
// imports @tanstack/react-query: a UseQueryResult fits `QueryLike`, and the login page, which uses
// the kit, does not pull the query library onto its critical path.
import type { ReactNode } from 'react';
import { errorMessage } from '../http/error-message';
import { Banner } from '@flora/shared/basics';
import { EmptyState } from './empty-state';
import { LoadingState } from './loading-state';
import { RetryButton } from './retry-button';

/** What QueryView reads of a query (TanStack Query's result has all of it). */
export interface QueryLike<T> {
  status: 'pending' | 'error' | 'success';
  data?: T;
  error?: unknown;
  refetch: () => unknown;
  isFetching?: boolean;
}

export interface QueryViewProps<T> {
  query: QueryLike<T>;
  /** When true, `empty` shows instead of the children, e.g. `(tests) => tests.length === 0`. */
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  loadingLabel?: string;
  children: (data: T) => ReactNode;
}

/**
 * Loading, error with "Try again", empty, or the data. Data already on screen stays while it is
 * refetched (no spinner flash) and even when that refetch fails (the error shows above it).
 */
export function QueryView<T>({ query, isEmpty, empty, loadingLabel, children }: QueryViewProps<T>) {
  const { status, data, error } = query;
  const hasData = status === 'success' || (status === 'error' && data !== undefined);

  const errorBanner = status === 'error' && (
    <Banner
      tone="error"
      action={<RetryButton query={query} />}
    >
      {errorMessage(error)}
    </Banner>
  );

  if (!hasData) return errorBanner || <LoadingState label={loadingLabel} />;
  const content = isEmpty?.(data as T) ? (empty ?? <EmptyState title="Nothing here yet" />) : children(data as T);
  return (
    <>
      {errorBanner}
      {content}
    </>
  );
}
