// The shell: one router over the shared history, the frame, the guarded route outlet, the cart-panel
// slot and the QA/integrity badges.
import { history, HistoryRouter } from '@flora/shared';
import { AppFrame } from '../features/frame/app-frame';
import { GuardedOutlet } from './guarded-outlet';
import { CartPanelSlot } from '../features/remotes/cart-panel-slot';
import { OverrideBadge } from '../features/remotes/override-badge';
import { DuplicateSharedBanner } from '../features/frame/duplicate-shared-banner';
import type { Registry, RemoteOverride } from '../features/remotes/registry';
import { useFreshUser } from '../features/routing/use-fresh-user';
import { REMOTE_BASE_PATHS } from '../features/routing/route-table';

export interface AppProps {
  override: RemoteOverride | null;
  registry: Promise<Registry>;
}

export function App({ override, registry }: AppProps) {
  const visitor = useFreshUser();
  return (
    <HistoryRouter history={history}>
      <DuplicateSharedBanner />
      <AppFrame visitor={visitor}>
        <GuardedOutlet visitor={visitor} />
      </AppFrame>
      <CartPanelSlot visitor={visitor} registry={registry} basePath={REMOTE_BASE_PATHS.shop} />
      {override && <OverrideBadge override={override} />}
    </HistoryRouter>
  );
}
