// The reads of the page a patient lands on after signing in (My Tests, SPEC §2.10): for a stored
// session the shell starts them as soon as its code runs, into the one QueryClient, and the page's
// own queries (the same keys) find them answered or on their way. Otherwise the page asked only once
// the remote's code had run and rendered, the last step before its content (issue 30: My Tests'
// LCP). The guards still decide what shows: a visitor they send elsewhere has read her own data.
// mf-results' My Tests test checks that the page reads what is listed here.
import type { QueryClient } from '@tanstack/react-query';
import { paths } from '@flora/shared';
import { cartsQuery } from './cart';
import { consultsQuery } from './consults';
import { queryClient } from './query-client';
import { userTestQuery, userTestsQuery } from './user-tests';

/**
 * My Tests: the tests, the consults (the banner) and the carts (the header's count: a patient on
 * My Tests can shop), then the latest test's own record (its checklist).
 */
function myTestsReads(client: QueryClient): void {
  void client.prefetchQuery(consultsQuery());
  void client.prefetchQuery(cartsQuery());
  void client
    .fetchQuery(userTestsQuery())
    .then(([latest]) => latest && client.prefetchQuery(userTestQuery(latest.hash)))
    .catch(() => undefined);
}

const LANDING_READS: Record<string, (client: QueryClient) => void> = {
  [paths.tests()]: myTestsReads,
};

/** Starts the reads of the page at `pathname` in `client` (none for a page not listed; failures are the page's to show). */
export function startLandingReads(pathname: string, client: QueryClient = queryClient): void {
  LANDING_READS[pathname.endsWith('/') ? pathname : `${pathname}/`]?.(client);
}
