// The shell's first paint. A login page paints with @flora/shared's basics alone (the login screen).
// Prerendered, it runs this only once the visitor has started on the form or the page must act by
// itself (src/login-start.ts decides, and has prefetched the scripts); it hydrates the form, then
// runs the app (router, session, registry and loader), which takes over at the first navigation (a
// link, the sign-in) or at once when a session is stored: the app decides where a signed-in visitor
// goes. (A `?notice=` loads the notices itself: login-page.tsx.) Any other path starts the app at once.
import '@flora/shared/global-styles';
import type * as ReactDomClient from 'react-dom/client';
import { hasStoredSession } from '@flora/shared/basics';
import { LoginScreen } from './app/login-screen';
import { isLoginVariant } from './features/login/login-variants';
import { afterFirstRender } from './features/remotes/after-first-render';
import { findRoute } from './features/routing/route-table';
import { nextTask } from './lib/next-task';
import { SHELL_ROUTES } from './lib/registry';

// SPEC §9: any service worker is unregistered.
void navigator.serviceWorker?.getRegistrations().then((workers) => workers.forEach((w) => void w.unregister()));

const loadApp = () => import(/* webpackMode: "eager" */ './app/start-app');

/** Renders the page once react-dom (fetched beside this module, index.ts) has loaded. */
export async function start(reactDom: Promise<typeof ReactDomClient>): Promise<void> {
  const container = document.getElementById('root')!;
  const page = findRoute(SHELL_ROUTES, window.location.pathname)?.page;
  const loginVariant = isLoginVariant(page) ? page : null;
  if (!loginVariant) {
    const app = loadApp();
    const root = (await reactDom).createRoot(container);
    void app.then(({ renderApp }) => renderApp(root));
    return;
  }
  const { createRoot, hydrateRoot } = await reactDom;
  // Evaluating react-dom and hydrating are two tasks, neither long.
  await nextTask();
  let app: ReturnType<typeof loadApp> | null = null;
  let takenOver = false;
  const takeOver = (to?: { path: string; replace?: boolean }) =>
    void (app ??= loadApp()).then(({ renderApp }) => {
      if (takenOver) return;
      takenOver = true;
      renderApp(root, to);
    });
  const screen = <LoginScreen variant={loginVariant} search={window.location.search} go={(path, options) => takeOver({ path, ...options })} />;
  // The static server sends the login pages prerendered (src/prerender.tsx): React takes over that markup.
  const prerendered = container.hasChildNodes();
  const root = prerendered ? hydrateRoot(container, screen) : createRoot(container);
  if (!prerendered) root.render(screen);
  // The app loads once (`app`), takes over once (`takenOver`).
  afterFirstRender(() => {
    app ??= loadApp();
    if (hasStoredSession()) takeOver();
  });
}
