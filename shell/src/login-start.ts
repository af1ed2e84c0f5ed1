// A prerendered login page's only script (tools/webpack/prerender.js puts it where main.js was). The
// form paints from the HTML and takes typing and focus natively, so the app (main.js with the
// federation runtime, react-dom, the hydration, then the rest: bootstrap.tsx) runs only once the
// visitor starts on the page (a focus, a tap, a key): nothing runs while a visitor only looks. It runs
// at once when the page has to act by itself: a stored session (the app sends a signed-in visitor
// on) or a `?notice=` to show (its words are @flora/shared's). The app's script is prefetched once
// the page has loaded, so that starting does not wait for the network.
//
// Until the app has taken the form over it has no submit button (login-page.tsx), so the browser
// never sends it as a plain request; a Sign in asked for meanwhile (its button, Enter in a field) is
// held here and sent once the form has one.
import { hasStoredSession } from '@flora/shared/basics';
import { NOTICE_PARAM } from './features/login/notice-param';
import { afterFirstRender } from './features/remotes/after-first-render';

/** What the prerendered page lists for this script: the page's entry (main.js: the whole app until a remote's page). */
interface StartData {
  entry: string;
}
/** Where (tools/webpack/prerender.js, START_DATA_ID there). */
const START_DATA_ID = 'login-start';

/** What counts as starting on the page. */
const USE_EVENTS = ['focusin', 'pointerdown', 'keydown'] as const;

const { entry } = JSON.parse(document.getElementById(START_DATA_ID)!.textContent!) as StartData;

const waitForUse = () => {
  for (const type of USE_EVENTS) document.addEventListener(type, start, true);
};

let started = false;
function start() {
  if (started) return;
  started = true;
  for (const type of USE_EVENTS) document.removeEventListener(type, start, true);
  const script = Object.assign(document.createElement('script'), { src: entry });
  // Not loaded (the network): the next use tries again.
  script.addEventListener('error', () => {
    script.remove();
    started = false;
    waitForUse();
  });
  document.head.append(script);
}

/** Into the browser's cache at low priority, without running it. */
function prefetch(href: string) {
  document.head.append(Object.assign(document.createElement('link'), { rel: 'prefetch', href }));
}

/** Whether the app has not given the form its submit button yet. */
const waitsForApp = (form: HTMLFormElement) => ![...form.elements].some((element) => element instanceof HTMLButtonElement && element.type === 'submit');

const held = new WeakSet<HTMLFormElement>();
/** Sends `form` (as its submit button would) once the app has given it one. */
function holdSubmit(form: HTMLFormElement) {
  start();
  if (held.has(form)) return;
  held.add(form);
  const observer = new MutationObserver(() => {
    if (waitsForApp(form)) return;
    observer.disconnect();
    form.requestSubmit();
  });
  observer.observe(form, { subtree: true, attributes: true, attributeFilter: ['type'] });
}

/** The form a click or a key asks to send: a click on one of its buttons, Enter in one of its fields. */
function formAskedFor(event: Event): HTMLFormElement | null {
  const element = event.target instanceof Element ? event.target : null;
  if (event.type === 'click') return element?.closest('button')?.form ?? null;
  return event instanceof KeyboardEvent && event.key === 'Enter' && element instanceof HTMLInputElement ? element.form : null;
}

function onSubmitAsked(event: Event) {
  const form = formAskedFor(event);
  if (form && waitsForApp(form)) holdSubmit(form);
}

for (const type of ['click', 'keydown']) document.addEventListener(type, onSubmitAsked, true);
if (hasStoredSession() || new URLSearchParams(window.location.search).has(NOTICE_PARAM)) start();
else waitForUse();

// After the load, so that nothing competes with the page's own requests.
const prefetchLater = () => afterFirstRender(() => prefetch(entry));
if (document.readyState === 'complete') prefetchLater();
else window.addEventListener('load', prefetchLater, { once: true });
