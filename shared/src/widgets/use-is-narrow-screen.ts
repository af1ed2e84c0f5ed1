import { useSyncExternalStore } from 'react';
import { NARROW_SCREEN_MAX_WIDTH } from '@flora/shared/domain';

/** Matches a window narrower than NARROW_SCREEN_MAX_WIDTH (600 px): `(max-width: 599.98px)`. */
const NARROW_SCREEN_QUERY = `(max-width: ${NARROW_SCREEN_MAX_WIDTH - 0.02}px)`;

// jsdom and old browsers may lack matchMedia: treat them as a wide screen.
function mediaQuery(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(NARROW_SCREEN_QUERY)
    : null;
}

function subscribe(onChange: () => void): () => void {
  const mql = mediaQuery();
  if (!mql) return () => {};
  mql.addEventListener('change', onChange);
  return () => mql.removeEventListener('change', onChange);
}

const getSnapshot = () => mediaQuery()?.matches ?? false;
const getServerSnapshot = () => false;

/** True while the window is narrower than 600 px (SPEC §2.7); follows resizes. */
export function useIsNarrowScreen(): boolean {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}
