// Renders what the guards decide for the current location: a redirect, a shell page, or the remote
// that owns the path. A redirected visitor never downloads the remote.
import { MountedRemote, Navigate, NotFoundPage, useLocation } from '@flora/shared';
import type { Visitor } from '../lib/visitor';
import { decide } from '../features/routing/guards';
import { RootRedirect } from '../features/routing/root-redirect';
import { LoginPage } from '../features/login/login-page';
import { LoadingPage } from '../features/pages/loading-page';
import { REMOTE_LABELS } from '../features/remotes/remote-labels';

export function GuardedOutlet({ visitor }: { visitor: Visitor }) {
  const location = useLocation();
  const decision = decide(location.pathname, location.search, visitor);

  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  if (decision.kind === 'remote') {
    // Keyed by remote: moving between two pages of one remote keeps it mounted.
    return <MountedRemote key={decision.remote} remote={decision.remote} basePath={decision.basePath} label={REMOTE_LABELS[decision.remote]} />;
  }
  switch (decision.page) {
    case 'login':
    case 'login-male-partner':
    case 'login-treatments':
      return <LoginPage variant={decision.page} visitor={visitor} />;
    case 'not-found':
      return <NotFoundPage />;
    case 'root':
      return visitor.user ? <RootRedirect user={visitor.user} /> : <LoadingPage />;
    case 'loading':
      return <LoadingPage />;
  }
}
