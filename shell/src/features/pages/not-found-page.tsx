import { EmptyState, Link, Page, useLocation } from '@flora/shared';

export function NotFoundPage() {
  const from = new URLSearchParams(useLocation().search).get('from');
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
