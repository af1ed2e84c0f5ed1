// The route guards of SPEC §2.6 and the path redirects of §2.2, as one pure decision that the
// shell takes before any remote is downloaded. The rules are code; the table they apply to is the
// registry's data (route-table.ts).
import { paths } from '@flora/shared';
import { loginWithNotice } from '@flora/shared/domain';
import { signedOutForInactivityRecently } from '../../lib/idle-sign-out';
import type { RemoteName } from '../../lib/remote-name';
import type { RouteEntry, ShellPage } from '../../lib/registry';
import type { Visitor } from '../../lib/visitor';
import { findRoute, withTrailingSlash, type Routing } from './route-table';

export type Decision =
  | { kind: 'redirect'; to: string }
  | { kind: 'shell'; page: ShellPage }
  | { kind: 'remote'; remote: RemoteName; basePath: string }
  /** No registry at all (none fetched, none kept): a path that is not the shell's cannot be placed. */
  | { kind: 'unavailable' };

const redirect = (to: string): Decision => ({ kind: 'redirect', to });

/** Pages a male-partner-registered user may reach besides public ones (SPEC §2.6 rule 6, §2.7). */
const MALE_PARTNER_PAGES = ['/care/', '/treatments/', '/account/', '/research-consent/', '/verify-email/'];

/** The login page for a path: the treatment variant for treatment paths (SPEC §2.1). */
function loginFor(path: string, search: string): string {
  if (path === '/') return paths.login();
  const next = `${path}${search}`;
  return path.startsWith('/treatments/') ? paths.treatmentsLogin(next) : paths.login(next);
}

/** Rules 4 and 5 and §2.5: which provider a path needs, if any. */
const providerNeed = (route: RouteEntry) =>
  route.access === 'provider' ? 'any' : route.access === 'verified-provider' ? 'verified' : null;

export function decide(pathname: string, search: string, visitor: Visitor, routing: Routing): Decision {
  const path = withTrailingSlash(pathname);
  const { user } = visitor;
  const target = (route: RouteEntry): Decision =>
    route.owner === 'shell' ? { kind: 'shell', page: route.page! } : { kind: 'remote', remote: route.owner, basePath: routing.basePaths[route.owner] ?? '/' };

  // SPEC §2.2: /treatment/ redirects to /treatments/treatment/.
  if (path === '/treatment/') return redirect(paths.myTreatment());

  const route = findRoute(routing.routes, path);
  if (!route) {
    // Until the registry is known a path may still be a remote's: wait rather than flash a 404.
    if (routing.status === 'loading') return { kind: 'shell', page: 'loading' };
    if (routing.status === 'unavailable') return { kind: 'unavailable' };
    return redirect(paths.notFound(pathname + search));
  }
  if (route.access === 'public') return target(route);

  // Rule 1: an auth-required page sends an unauthenticated visitor to login (plain /login/ at the root).
  // …saying why when an automatic logoff (in this tab or another) just ended the session.
  if (!visitor.authenticated) return redirect(signedOutForInactivityRecently() ? loginWithNotice('inactivity') : loginFor(path, search));
  if (!user) return { kind: 'shell', page: 'loading' };

  // Staff pages (SPEC §6 is_staff): anyone else signed in sees the not-found page, exactly as for a
  // path that does not exist, so the back office is not revealed. Elsewhere staff follow the rules
  // of the consumers they also are.
  if (route.access === 'staff') return user.is_staff ? target(route) : redirect(paths.notFound(pathname + search));

  // Rules 4 and 5: /provider/ is for providers only; providers stay in /provider/. The login page
  // keeps the target, so it can say that a provider account is needed for it.
  const provider = providerNeed(route);
  if (provider && !user.isProvider) return redirect(paths.login(`${path}${search}`));
  if (!provider && user.isProvider) return redirect(paths.provider.home());
  if (provider === 'verified' && !user.provider_info.is_verified) return redirect(paths.provider.verify());

  // Rule 6 and §2.2: a male-partner-registered user reaches only male-partner pages, under /treatments/.
  if (user.registrationRoute === 'male_partner' && route.page !== 'root') {
    if (path.startsWith('/care/')) return redirect(`/treatments/${path.slice('/care/'.length)}${search}`);
    if (!MALE_PARTNER_PAGES.some((prefix) => path.startsWith(prefix))) return redirect(paths.treatments());
  }
  // §2.2: consult and intake pages under /care/ live under /treatments/.
  if (route.owner === 'care' && path.startsWith('/care/') && /\/(consults|intake)\//.test(path)) {
    return redirect(`/treatments/${path.slice('/care/'.length)}${search}`);
  }

  if (route.access === 'gated') {
    // Rule 2: research consent (non-providers; providers never reach a gated page, rule 5).
    // The consent page continues to where the user was going (`next`, as the login page does).
    if (!user.consentCompleted.research) return redirect(paths.researchConsent(`${path}${search}`));
    // Rule 3: a verified email.
    if (!user.emailVerified) return redirect(paths.verifyEmail());
  }

  return target(route);
}
