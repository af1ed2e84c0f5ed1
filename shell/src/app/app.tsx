// The shell: one router over the shared history, the frame, the guarded route outlet, the cart-panel
// slot, the prefetch of the remotes the header links to, and the QA/integrity badges. Routing
// follows the registry (/remotes.json) once it is loaded.
import { lazy, Suspense } from 'react';
import { history, HistoryRouter } from '@flora/shared';
import { AppFrame } from '../features/frame/app-frame';
import { GuardedOutlet } from './guarded-outlet';
import { CartPanelSlot } from '../features/remotes/cart-panel-slot';
import { RegistryNotice } from '../features/remotes/registry-notice';
import { DuplicateSharedBanner } from '../features/frame/duplicate-shared-banner';
import type { Manifests, RemoteOverride } from '../features/remotes/registry';
import type { LoadedRegistry } from '../lib/registry';
import { useFreshUser } from '../features/routing/use-fresh-user';
import { useRouting } from '../features/routing/use-routing';
import { registryNavigation } from '../features/routing/registry-navigation';
import { IdleLogoff } from '../features/idle-logoff/idle-logoff';
import { PrefetchLinkedRemotes } from './prefetch-linked-remotes';

// Only while QA overrides a remote: no other page carries its code.
const OverrideBadge = lazy(() => import('../features/remotes/override-badge').then((m) => ({ default: m.OverrideBadge })));

export interface AppProps {
  override: RemoteOverride | null;
  registry: Promise<LoadedRegistry>;
  manifests: Promise<Manifests>;
  /** The session was loaded before the app took over (a sign-in on the login screen). */
  sessionLoaded?: boolean;
  /** The re-read of a stored session's user, if it started before the app rendered. */
  settling?: Promise<void> | null;
}

export function App({ override, registry, manifests, sessionLoaded = false, settling = null }: AppProps) {
  const visitor = useFreshUser(sessionLoaded, settling);
  const routing = useRouting(registry);
  const registryNav = registryNavigation(routing, visitor);
  return (
    <HistoryRouter history={history}>
      <DuplicateSharedBanner />
      <RegistryNotice refused={routing.refused} visitor={visitor} />
      <AppFrame visitor={visitor} registryNav={registryNav}>
        <GuardedOutlet visitor={visitor} routing={routing} />
      </AppFrame>
      {routing.basePaths.shop && <CartPanelSlot visitor={visitor} manifests={manifests} basePath={routing.basePaths.shop} />}
      <PrefetchLinkedRemotes visitor={visitor} routing={routing} registryNav={registryNav} />
      {override && (
        <Suspense fallback={null}>
          <OverrideBadge override={override} />
        </Suspense>
      )}
      <IdleLogoff />
    </HistoryRouter>
  );
}
