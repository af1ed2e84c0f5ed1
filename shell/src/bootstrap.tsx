import '@flora/shared/global-styles';
import { createRoot } from 'react-dom/client';
import { setRemoteLoader } from '@flora/shared';
import { App } from './app/app';
import { applyOverride, currentOverride, fetchRegistry } from './features/remotes/registry';
import { createFederationLoader } from './features/remotes/federation-loader';
import { registryFailed } from './lib/load-telemetry';

// SPEC §9: any service worker is unregistered.
void navigator.serviceWorker?.getRegistrations().then((workers) => workers.forEach((w) => void w.unregister()));

const override = currentOverride();
const registry = fetchRegistry().then((r) => applyOverride(r, override));
const loader = registry.then(createFederationLoader);
// Without a registry every remote shows its error page; the shell and its login keep working.
loader.catch((error: unknown) => {
  console.error('[flora] remote registry unavailable', error);
  registryFailed(error);
});
setRemoteLoader(async (remote, exposed, options) => (await loader)(remote, exposed, options));

createRoot(document.getElementById('root')!).render(<App override={override} registry={registry} />);
