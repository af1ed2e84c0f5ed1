// Renders what the guards decide for the current location: a redirect, a shell page, or the remote
// that owns the path. A redirected visitor never runs the remote (a stored session's first page may have fetched
// its code early, prefetch-page-remote.ts, for the user it had stored).
import { lazy, Suspense } from 'react';
import { ErrorPage, MountedRemote, Navigate, navigate, NotFoundPage, useLocation } from '@flora/shared';
import type { Visitor } from '../lib/visitor';
import { decide } from '../features/routing/guards';
import type { Routing } from '../features/routing/route-table';
import { RootRedirect } from '../features/routing/root-redirect';
import { LoginPage } from '../features/login/login-page';
import { LoadingPage } from '../features/pages/loading-page';

const StatusPage = lazy(() => import('../features/status/status-page'));

export function GuardedOutlet({ visitor, routing }: { visitor: Visitor; routing: Routing }) {
  const location = useLocation();
  const decision = decide(location.pathname, location.search, visitor, routing);

  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  if (decision.kind === 'remote') {
    // Keyed by remote: moving between two pages of one remote keeps it mounted.
    const label = routing.labels[decision.remote] ?? `The ${decision.remote} app`;
    return <MountedRemote key={decision.remote} remote={decision.remote} basePath={decision.basePath} label={label} />;
  }
  if (decision.kind === 'unavailable') {
    return <ErrorPage message="This part of Flora could not be loaded." detail="The remote registry (/remotes.json) is unavailable." />;
  }
  switch (decision.page) {
    case 'login':
    case 'login-male-partner':
    case 'login-treatments':
      return <LoginPage variant={decision.page} visitor={visitor} search={location.search} go={navigate} />;
    case 'not-found':
      return <NotFoundPage />;
    case 'root':
      return visitor.user ? <RootRedirect user={visitor.user} /> : <LoadingPage />;
    case 'loading':
      return <LoadingPage />;
    case 'status':
      return (
        <Suspense fallback={<LoadingPage />}>
          <StatusPage registry={routing.registry} refused={routing.refused} />
        </Suspense>
      );
  }
}
