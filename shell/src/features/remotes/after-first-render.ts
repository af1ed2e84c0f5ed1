// Waiting for the page's first render before loading what can come later (the cart panel, the
// remotes the header links to): the page's own code and data go first. A page has rendered once its
// heading is in the main landmark and no part of it is still loading (a LoadingState is aria-busy);
// then its frame gets time to reach the screen, then the browser gets an idle moment (what starts
// beside the page's last frame delays it: a phone's compositor shows a frame well after its paint).
// A page that never gets there does not hold the wait for ever.
import { MAIN_CONTENT_ID } from '@flora/shared/basics';

/** How long the wait lasts at most (a page that never shows a heading). */
const FIRST_RENDER_TIMEOUT_MS = 5000;
/** How long after the next frame the rendered page counts as on screen. */
const ON_SCREEN_MS = 250;

const rendered = () => {
  const main = document.getElementById(MAIN_CONTENT_ID);
  return main !== null && main.querySelector('h1') !== null && main.querySelector('[aria-busy="true"]:not(button)') === null;
};

/** Calls `done` in the browser's next idle moment (at most a second later). */
const whenIdle = (done: () => void) =>
  typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(done, { timeout: 1000 }) : window.setTimeout(done, 200);

/** Calls `done` once after the page's first render (or the timeout); answers a cancel function. */
export function afterFirstRender(done: () => void): () => void {
  let finished = false;
  const finish = () => {
    if (finished) return;
    finished = true;
    observer.disconnect();
    window.clearTimeout(timer);
    window.requestAnimationFrame(() => window.setTimeout(() => whenIdle(done), ON_SCREEN_MS));
  };
  const observer = new MutationObserver(() => rendered() && finish());
  const timer = window.setTimeout(finish, FIRST_RENDER_TIMEOUT_MS);
  if (rendered()) finish();
  else observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-busy'] });
  return () => {
    finished = true;
    observer.disconnect();
    window.clearTimeout(timer);
  };
}
