// index.html's first script on every page but the prerendered login pages (a plain script, built
// beside login-start.ts): it sends the registry's request and, for a stored session, the page's
// first GETs while main.js, a hundred times its size, is still on its way (app/early-requests.ts).
import { sendEarlyGets } from '@flora/shared/basics';
import { earlyGets, routedWithoutRegistry, sendEarlyRegistry } from './app/early-requests';

if (!routedWithoutRegistry()) {
  sendEarlyRegistry();
  sendEarlyGets(earlyGets(window.location.pathname));
}
