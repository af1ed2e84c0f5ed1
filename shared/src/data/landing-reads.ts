// The reads of the page a patient lands on after signing in (My Tests, SPEC §2.10): for a stored
// session the shell starts them as soon as its code runs, into the one QueryClient, and the page's
// own queries (the same keys) find them answered or on their way. Otherwise the page asked only once
// the remote's code had run and rendered, the last step before its content (issue 30: My Tests'
// LCP). The guards still decide what shows: a visitor they send elsewhere has read her own data.
// mf-results' My Tests test checks that the page reads what is listed here.
import type { QueryClient } from '@tanstack/react-query';
import { paths } from '@flora/shared';
import { apiQuery } from './api-query';
import type { ApiPath } from './api-request';
import { queryClient } from './query-client';

const LANDING_READS: Record<string, readonly ApiPath<'get'>[]> = {
  [paths.tests()]: ['/api/v1/user-tests/', '/api/v1/consults/'],
};

/** The GETs the page at `pathname` sends as it first renders (none for a page not listed). */
export function landingReads(pathname: string): readonly ApiPath<'get'>[] {
  return LANDING_READS[pathname.endsWith('/') ? pathname : `${pathname}/`] ?? [];
}

/** Starts the reads of the page at `pathname` in `client` (failures are the page's to show). */
export function startLandingReads(pathname: string, client: QueryClient = queryClient): void {
  for (const path of landingReads(pathname)) void client.prefetchQuery(apiQuery(path));
}
