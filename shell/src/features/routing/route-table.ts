// The route table of SPEC §2 and DESIGN §4: which paths exist, who owns them, and what each needs.
// The shell knows only "this prefix belongs to that remote", never a remote's inner routes.
import type { RemoteName } from '../../lib/remote-name';

export type ShellPage = 'root' | 'loading' | 'login' | 'login-male-partner' | 'login-treatments' | 'not-found';

/** public: anyone. login: signed in. gated: signed in + research consent + verified email (SPEC §2.2, §2.3). */
export type Access = 'public' | 'login' | 'gated';

export interface RouteEntry {
  /** Matches this path exactly, or (when it ends with `*`) anything below the prefix. */
  path: string;
  owner: RemoteName | 'shell';
  page?: ShellPage;
  access: Access;
  /** Provider-only paths (SPEC §2.6 rule 4); `verified` also needs a verified provider (SPEC §2.5). */
  provider?: 'any' | 'verified';
}

// Order matters: the first match wins, so narrower paths come before the prefixes that contain them.
export const ROUTES: RouteEntry[] = [
  { path: '/', owner: 'shell', page: 'root', access: 'login' },
  { path: '/loading/', owner: 'shell', page: 'loading', access: 'public' },
  { path: '/login/', owner: 'shell', page: 'login', access: 'public' },
  { path: '/login/male-partner/', owner: 'shell', page: 'login-male-partner', access: 'public' },
  { path: '/treatments/login/', owner: 'shell', page: 'login-treatments', access: 'public' },
  { path: '/404/', owner: 'shell', page: 'not-found', access: 'public' },

  { path: '/register/*', owner: 'auth', access: 'public' },
  { path: '/treatments/register/', owner: 'auth', access: 'public' },
  { path: '/password-reset/', owner: 'auth', access: 'public' },
  { path: '/password-reset-confirm/*', owner: 'auth', access: 'public' },
  { path: '/provider/register/', owner: 'auth', access: 'public' },
  { path: '/verify-email-confirm/*', owner: 'auth', access: 'public' },
  { path: '/order-transfer-confirm/', owner: 'auth', access: 'public' },
  { path: '/verify-account-order-transfer/', owner: 'auth', access: 'public' },
  { path: '/provider-test/*', owner: 'auth', access: 'public' },
  { path: '/verify-email/', owner: 'auth', access: 'login' },
  { path: '/welcome/', owner: 'auth', access: 'login' },
  { path: '/research-consent/', owner: 'auth', access: 'login' },
  { path: '/account/*', owner: 'auth', access: 'gated' },

  // The order confirmation of every checkout is mf-shop's, wherever the payment page returns to.
  { path: '/tests/order-complete/', owner: 'shop', access: 'gated' },
  { path: '/tests/*', owner: 'results', access: 'gated' },
  { path: '/results/*', owner: 'results', access: 'gated' },
  { path: '/plan/*', owner: 'results', access: 'gated' },
  { path: '/compare/', owner: 'results', access: 'gated' },

  { path: '/care/shop/*', owner: 'shop', access: 'gated' },
  { path: '/care/*', owner: 'care', access: 'gated' },
  { path: '/treatments/order-complete/', owner: 'shop', access: 'gated' },
  { path: '/treatments/male-partner/order-complete/', owner: 'shop', access: 'gated' },
  { path: '/treatments/*', owner: 'care', access: 'gated' },

  { path: '/provider/resources/*', owner: 'provider', access: 'login', provider: 'verified' },
  { path: '/provider/order/*', owner: 'provider', access: 'login', provider: 'verified' },
  { path: '/provider/tests/*', owner: 'provider', access: 'login', provider: 'verified' },
  { path: '/provider/*', owner: 'provider', access: 'login', provider: 'any' },
];

/** The prefix each remote is mounted at (its `basePath`). */
export const REMOTE_BASE_PATHS: Record<RemoteName, string> = {
  auth: '/',
  results: '/',
  care: '/',
  shop: '/care/shop',
  provider: '/provider',
};

/** Public paths work with or without a trailing slash (SPEC §2.1): match on the slashed form. */
export function withTrailingSlash(pathname: string): string {
  return pathname.endsWith('/') ? pathname : `${pathname}/`;
}

export function findRoute(pathname: string): RouteEntry | null {
  const path = withTrailingSlash(pathname);
  return (
    ROUTES.find((route) =>
      route.path.endsWith('*') ? path.startsWith(route.path.slice(0, -1)) : path === route.path,
    ) ?? null
  );
}
