// The shell's app: the registry, the federation loader and the router over every page. Imported,
// it starts loading the registry (on the shell's own public pages a second after it runs there, the
// page having rendered, or at the first navigation); `renderApp` shows it.
import { flushSync } from 'react-dom';
import type { Root } from 'react-dom/client';
import { currentUser, hasStoredSession, history, navigate, setRemoteLoader } from '@flora/shared';
import { App } from './app';
import { currentOverride, manifestsOf } from '../features/remotes/registry';
import { loadRegistry } from '../features/remotes/registry-load';
import { createFederationLoader } from '../features/remotes/federation-loader';
import { registryFailed } from '../lib/load-telemetry';
import { afterFirstRender } from '../features/remotes/after-first-render';
import { routedWithoutRegistry } from './early-requests';
import { firstReads } from './first-reads';
import { prefetchPageRemote } from './prefetch-page-remote';

/**
 * The shell's own public pages route without the registry, so there it loads once the page has
 * settled (a second after its first render and this module's evaluation) or at the first navigation, whichever comes first;
 * on any other path at once (sent by the page's early script: early-requests.ts).
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
// One small request before any remote (the guards route by it), validated; a refused registry falls
// back to the last good one. The validator and the loader are part of main.js: as chunks of their
// own they were two more requests beside it on every page but the login pages (which load main.js
// only after their first paint).
const registry = ready.then(() => loadRegistry(reads.registry ?? fetch('/remotes.json', { cache: 'no-cache' })));
const manifests = registry.then(({ registry: r }) => {
  if (!r) throw new Error('no valid remote registry (/remotes.json) and none kept');
  return manifestsOf(r, override);
});
const loader = manifests.then((m) => createFederationLoader(m, () => currentUser()?.id ?? null));
// Without a registry every remote shows its error page; the shell and its login keep working.
loader.catch((error: unknown) => {
  console.error('[flora] remote registry unavailable', error);
  registryFailed(error);
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
