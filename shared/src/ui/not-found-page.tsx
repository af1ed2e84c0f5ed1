import { Link, useLocation } from '../navigation/router';
import { EmptyState } from './empty-state';
import { Page } from '@flora/shared/basics';

/**
 * "Page not found", inside the frame: the shell's /404/?from=… and each remote's own unknown paths
 * and objects the user cannot see (one wording everywhere, so nothing is a blank page).
 */
export function NotFoundPage() {
  const { pathname, search } = useLocation();
  const from = new URLSearchParams(search).get('from') ?? (pathname.startsWith('/404') ? null : pathname);
  return (
    <Page title="Page not found">
      <EmptyState
        title="We couldn't find that page"
        message={from ? `There is no page at ${from}. It may have moved, or the link may be mistyped.` : 'The link may be mistyped, or the page may have moved.'}
        action={<Link to="/">Go to your home page</Link>}
      />
    </Page>
  );
}
