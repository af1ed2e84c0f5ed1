// A stored session's first page (issue 30): the guards wait for the user to be re-read from the API
// (GET /api/v1/user-config/) before they decide, so the page's remote would only start loading after
// that answer. Decided for the stored user instead, its manifest, entry and `./app` code are fetched
// (not run) as soon as the registry and the loader are ready, beside that request. The guards still
// decide what runs: a visitor the fresh user sends elsewhere has fetched code she does not run.
import { currentUser } from '@flora/shared';
import type { LoadedRegistry } from '../lib/registry';
import { loadEntryNow } from '../lib/load-telemetry';
import { decide } from '../features/routing/guards';
import { routingFrom } from '../features/routing/route-table';

export async function prefetchPageRemote(registry: Promise<LoadedRegistry>, loader: Promise<unknown>): Promise<void> {
  const [{ registry: loaded, refused }] = await Promise.all([registry, loader]);
  const user = currentUser();
  if (!loaded || !user) return;
  const decision = decide(window.location.pathname, window.location.search, { authenticated: true, user }, routingFrom(loaded, refused));
  if (decision.kind !== 'remote') return;
  await loadEntryNow(decision.remote);
}
