// Build time (node): the login screens as HTML, so their form paints from the first byte
// (tools/webpack/prerender.js writes each into dist/<path>/index.html; bootstrap.tsx hydrates it).
// What depends on the visitor or the query is left to the browser: a stored session's redirect (the
// app takes over) and a ?notice= message (shown once @flora/shared has loaded).
import '@flora/shared/global-styles';
import { renderToString } from 'react-dom/server';
import { LoginScreen } from './app/login-screen';
import { isLoginVariant } from './features/login/login-variants';
import { SHELL_ROUTES } from './lib/registry';

/** Nothing navigates during a build. */
const stay = () => undefined;

export function pages(): { path: string; html: string }[] {
  return SHELL_ROUTES.flatMap(({ path, page }) =>
    isLoginVariant(page) ? [{ path, html: renderToString(<LoginScreen variant={page} search="" go={stay} />) }] : [],
  );
}
