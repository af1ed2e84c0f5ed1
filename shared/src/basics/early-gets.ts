// GETs a page sends before its code has run (issue 30: My Tests' LCP). The shell's early script
// starts them with the stored access token, as the API client would send them, while the page's
// code is still on its way; the client (http/api-client.ts) takes each answer for
// its first GET of that URL with that same token, within EARLY_GET_MAX_AGE_MS. An answer that is not
// a success is dropped, and the client asks itself (a token to refresh, an error to show).
import { readStored, STORAGE_KEYS, tokenExpiry } from './stored-session';

/** How long an early answer waits to be taken: a page takes its first reads at once. */
const EARLY_GET_MAX_AGE_MS = 10_000;

interface EarlyGet {
  access: string;
  sentAt: number;
  answer: Promise<Response | null>;
}
/**
 * What was sent, kept on the page's global object: the early script bundles this module itself (it
 * runs before the federation runtime), the API client takes from the singleton's copy.
 */
const SLOT = Symbol.for('flora.early-gets');
const sent: Map<string, EarlyGet> = ((globalThis as { [SLOT]?: Map<string, EarlyGet> })[SLOT] ??= new Map());

/**
 * A fresh id for one request (X-Request-Id): the API logs it on every line of that request, so a
 * click can be followed into the API's logs. getRandomValues, unlike randomUUID, works on any page.
 */
export function newRequestId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Sends GET `urls` (API paths of this origin) with the stored access token; none without a live one
 * (the API would refuse them: the client refreshes the token first), or while staff impersonate.
 */
export function sendEarlyGets(urls: readonly string[], now = Date.now()): void {
  const access = readStored(STORAGE_KEYS.accessToken);
  if (!access || (tokenExpiry(access) ?? 0) <= now || new URLSearchParams(window.location.search).has('__impersonate')) return;
  for (const url of urls) {
    const headers = { Accept: 'application/json, text/plain, */*', Authorization: `Bearer ${access}`, 'X-Request-Id': newRequestId() };
    const answer = fetch(url, { headers }).then(
      (response) => (response.ok ? response : null),
      () => null,
    );
    sent.set(url, { access, sentAt: now, answer });
  }
}

/** The early answer to GET `url` sent with `access` (once; null when none is there to take: then send it). */
export function takeEarlyGet(url: string, access: string | undefined, now = Date.now()): Promise<Response | null> | null {
  const early = sent.get(url);
  if (!early) return null;
  sent.delete(url);
  return early.access === access && now - early.sentAt <= EARLY_GET_MAX_AGE_MS ? early.answer : null;
}
