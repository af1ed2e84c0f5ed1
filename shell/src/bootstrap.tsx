import '@flora/shared/global-styles';
import { createRoot } from 'react-dom/client';
import { setRemoteLoader } from '@flora/shared';
import { App } from './app/app';
import { currentOverride, loadRegistry, manifestsOf } from './features/remotes/registry';
import { createFederationLoader } from './features/remotes/federation-loader';

// SPEC §9: any service worker is unregistered.
void navigator.serviceWorker?.getRegistrations().then((workers) => workers.forEach((w) => void w.unregister()));

const override = currentOverride();
// One small request before any remote: the guards route by it (a refused one falls back to the last good).
const registry = loadRegistry();
const manifests = registry.then(({ registry: r }) => {
  if (!r) throw new Error('no valid remote registry (/remotes.json) and none kept');
  return manifestsOf(r, override);
});
const loader = manifests.then(createFederationLoader);
// Without a registry every remote shows its error page; the shell and its login keep working.
loader.catch((error: unknown) => console.error('[flora] remote registry unavailable', error));
setRemoteLoader(async (remote, exposed, options) => (await loader)(remote, exposed, options));

createRoot(document.getElementById('root')!).render(<App override={override} registry={registry} manifests={manifests} />);
