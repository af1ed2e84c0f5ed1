import { Button } from '@flora/shared/basics';
import type { QueryLike } from './query-view';

/** "Try again" beside a failed read: reads it again, showing progress meanwhile. */
export function RetryButton({ query }: { query: Pick<QueryLike<unknown>, 'refetch' | 'isFetching'> }) {
  return (
    <Button variant="secondary" loading={query.isFetching} onClick={() => void query.refetch()}>
      Try again
    </Button>
  );
}
