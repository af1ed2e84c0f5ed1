// Login URLs of SPEC §2.7 ("Built paths").

/**
 * `/login/?next={path}&{extra query}`. When the target already contains /treatments/login, the
 * query is appended directly after a question mark. A trailing `&` is dropped and `&&` collapsed.
 */
export function buildLoginUrl(next: string, extraQuery = '', loginPath = '/login/'): string {
  const target = loginPath.includes('/treatments/login')
    ? `${loginPath}?${extraQuery}`
    : `${loginPath}?next=${encodeURIComponent(next)}&${extraQuery}`;
  return target.replace(/&{2,}/g, '&').replace(/[?&]$/, '');
}

const MALE_PARTNER_RETURN_PREFIXES = ['/care/', '/treatments/', '/account/', '/research-consent/', '/verify-email/'];

/** After login or registration in the male-partner flow, only these return destinations are accepted (SPEC §2.7). */
export function isAcceptedMalePartnerReturn(path: string): boolean {
  return MALE_PARTNER_RETURN_PREFIXES.some((prefix) => path.startsWith(prefix));
}

/** A `next` value is followed only when it is a path on this platform (never another origin). */
export function safeNextPath(next: string | null | undefined, fallback = '/'): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return fallback;
  return next;
}
