// DESIGN §3: @flora/shared must be loaded once per page (one session$, one API client, one history).
// Each evaluation of this package registers itself; a second one is reported loudly.
const KEY = '__floraSharedCopies__';
export const DUPLICATE_SHARED_EVENT = 'flora:duplicate-shared';

declare global {
  interface Window {
    [KEY]?: string[];
  }
}

/** Registers this copy; returns how many copies the page has now. */
export function registerSharedCopy(origin: string): number {
  if (typeof window === 'undefined') return 1;
  const copies = (window[KEY] ??= []);
  copies.push(origin);
  if (copies.length > 1) {
    console.error(`[flora] @flora/shared is loaded ${copies.length} times (${copies.join(', ')}): sessions and navigation will diverge.`);
    window.dispatchEvent(new CustomEvent(DUPLICATE_SHARED_EVENT, { detail: { copies: [...copies] } }));
  }
  return copies.length;
}

export function sharedCopies(): string[] {
  return typeof window === 'undefined' ? [] : [...(window[KEY] ?? [])];
}
