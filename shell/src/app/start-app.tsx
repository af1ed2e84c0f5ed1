// The shell's app: the registry, the federation loader and the router over every page. Imported,
// it starts loading the registry (on the shell's own public pages a second after it runs there, the
// page having rendered, or at the first navigation); `renderApp` shows it.
import { flushSync } from 'react-dom';
import type { Root } from 'react-dom/client';
import { currentUser, hasStoredSession, history, navigate, setRemoteLoader } from '@flora/shared';
import { App } from './app';
import { currentOverride, manifestsOf } from '../features/remotes/registry';
import { afterFirstRender } from '../features/remotes/after-first-render';
import { routedWithoutRegistry } from './early-requests';
import { firstReads } from './first-reads';
import { prefetchPageRemote } from './prefetch-page-remote';

/**
 * The shell's own public pages route without the registry, so there it loads once the page has
 * settled (a second after its first render and this module's evaluation) or at the first navigation, whichever comes first;
 * on any other path at once (sent as the shell's first script ran: first-reads.ts).
 */
const REGISTRY_DELAY_MS = 1000;
const ready = routedWithoutRegistry()
  ? new Promise<void>((resolve) => {
      const stop = history.listen(() => {
        stop();
        resolve();
      });
      afterFirstRender(() => window.setTimeout(resolve, REGISTRY_DELAY_MS));
    })
  : Promise.resolve();
// A session stored before the app loaded is re-read (it may be stale), with the page's first reads;
// one started since (a sign-in on the login screen) has just loaded its user.
const reads = firstReads();

const override = currentOverride();
// One small request before any remote (the guards route by it), validated in its own chunk fetched
// beside it; a refused registry falls back to the last good one.
const registry = ready.then(() => {
  const request = reads.registry ?? fetch('/remotes.json', { cache: 'no-cache' });
  return import('../features/remotes/registry-load').then(({ loadRegistry }) => loadRegistry(request));
});
const manifests = registry.then(({ registry: r }) => {
  if (!r) throw new Error('no valid remote registry (/remotes.json) and none kept');
  return manifestsOf(r, override);
});
// The loader (and the load telemetry the status page reads) is its own chunk, fetched beside the
// registry: nothing of it is in the login page's critical path.
const federation = ready.then(() => import('../features/remotes/federation-loader'));
const loader = Promise.all([manifests, federation]).then(([m, { createFederationLoader }]) => createFederationLoader(m, () => currentUser()?.id ?? null));
// Without a registry every remote shows its error page; the shell and its login keep working.
loader.catch((error: unknown) => {
  console.error('[flora] remote registry unavailable', error);
  void import('../lib/load-telemetry').then(({ registryFailed }) => registryFailed(error));
});
setRemoteLoader(async (remote, exposed, options) => (await loader)(remote, exposed, options));

const storedBeforeApp = reads.settling !== null;
const settling = reads.settling;
// The page's remote loads beside the re-read (the guards wait for it), not after it. A failure of
// the latter is the page's own to show.
if (storedBeforeApp) prefetchPageRemote(registry, loader).catch(() => undefined);

/**
 * Shows the app in `root`. Taking over from the login screen for a navigation (`to`), it first
 * shows the page the login screen showed, then navigates: focus follows, as after any navigation.
 */
export function renderApp(root: Root, to?: { path: string; replace?: boolean }): void {
  const sessionLoaded = !!to && !storedBeforeApp && hasStoredSession();
  const app = <App override={override} registry={registry} manifests={manifests} sessionLoaded={sessionLoaded} settling={settling} />;
  if (!to) return root.render(app);
  flushSync(() => root.render(app));
  navigate(to.path, { replace: to.replace });
}
