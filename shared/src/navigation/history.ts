// One browser history for the shell and every mounted remote (DESIGN §3 "One history").
// react-router's history object accepts a single listener, and every router (the shell's and each
// remote's) subscribes, so it is wrapped once here: many listeners, one underlying listener.
import { UNSAFE_createBrowserHistory, type To } from 'react-router-dom';

type RawHistory = ReturnType<typeof UNSAFE_createBrowserHistory>;
type Listener = Parameters<RawHistory['listen']>[0];

function createSharedHistory(raw: RawHistory): RawHistory {
  const listeners = new Set<Listener>();
  let stopRaw: (() => void) | null = null;
  return {
    get action() {
      return raw.action;
    },
    get location() {
      return raw.location;
    },
    createHref: (to) => raw.createHref(to),
    createURL: (to) => raw.createURL(to),
    encodeLocation: (to) => raw.encodeLocation(to),
    push: (to, state) => raw.push(to, state),
    replace: (to, state) => raw.replace(to, state),
    go: (delta) => raw.go(delta),
    listen(listener) {
      listeners.add(listener);
      stopRaw ??= raw.listen((update) => {
        for (const l of [...listeners]) l(update);
      });
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && stopRaw) {
          stopRaw();
          stopRaw = null;
        }
      };
    },
  };
}

export const history: RawHistory = createSharedHistory(UNSAFE_createBrowserHistory({ v5Compat: true }));

/** Navigates within the platform (any remote's path) without a page reload. */
export function navigate(to: To, { replace = false } = {}): void {
  if (replace) history.replace(to);
  else history.push(to);
}
