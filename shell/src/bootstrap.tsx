import '@flora/shared/global-styles';
import { createRoot } from 'react-dom/client';
import { history, setRemoteLoader } from '@flora/shared';
import { App } from './app/app';
import { currentOverride, manifestsOf } from './features/remotes/registry';
import { afterFirstRender } from './features/remotes/after-first-render';
import { createFederationLoader } from './features/remotes/federation-loader';

// SPEC §9: any service worker is unregistered.
void navigator.serviceWorker?.getRegistrations().then((workers) => workers.forEach((w) => void w.unregister()));

/**
 * The shell's own public pages route without the registry, so there it loads once the page has
 * settled (a second after its first render) or at the first navigation, whichever comes first;
 * on any other path at once.
 */
const ROUTED_WITHOUT_REGISTRY = ['/login/', '/login/male-partner/', '/treatments/login/', '/404/'];
const REGISTRY_DELAY_MS = 1000;
const path = window.location.pathname.replace(/\/?$/, '/');
const ready = ROUTED_WITHOUT_REGISTRY.includes(path)
  ? new Promise<void>((resolve) => {
      const stop = history.listen(() => {
        stop();
        resolve();
      });
      afterFirstRender(() => window.setTimeout(resolve, REGISTRY_DELAY_MS));
    })
  : Promise.resolve();

const override = currentOverride();
// One small request before any remote (the guards route by it), validated in its own chunk fetched
// beside it; a refused registry falls back to the last good one.
const registry = ready.then(() => {
  const request = fetch('/remotes.json', { cache: 'no-cache' });
  return import('./features/remotes/registry-load').then(({ loadRegistry }) => loadRegistry(request));
});
const manifests = registry.then(({ registry: r }) => {
  if (!r) throw new Error('no valid remote registry (/remotes.json) and none kept');
  return manifestsOf(r, override);
});
const loader = manifests.then(createFederationLoader);
// Without a registry every remote shows its error page; the shell and its login keep working.
loader.catch((error: unknown) => console.error('[flora] remote registry unavailable', error));
setRemoteLoader(async (remote, exposed, options) => (await loader)(remote, exposed, options));

createRoot(document.getElementById('root')!).render(<App override={override} registry={registry} manifests={manifests} />);
