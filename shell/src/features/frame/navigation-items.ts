import { paths } from '@flora/shared';
import { type CurrentUser } from '@flora/shared/domain';

export interface NavItem {
  to: string;
  label: string;
  end?: boolean;
}

/**
 * The header links for who is signed in: each only where the guards let that user go. `fromRegistry`
 * are the remotes' own links (already filtered by the guards); staff also get the status page.
 */
export function navigationFor(user: CurrentUser | null, fromRegistry: NavItem[] = []): NavItem[] {
  if (!user) return [];
  const staff: NavItem[] = user.is_staff ? [{ to: STATUS_PATH, label: 'Status' }] : [];
  return [...roleNavigation(user), ...fromRegistry, ...staff];
}

/** The shell's own staff page (issue 18 part 5). */
const STATUS_PATH = '/status/';

function roleNavigation(user: CurrentUser): NavItem[] {
  if (user.isProvider) {
    return user.provider_info.is_verified
      ? [
          { to: paths.provider.home(), label: 'Home', end: true },
          { to: paths.provider.order(), label: 'Order tests' },
          { to: paths.provider.tests(), label: 'Patient tests' },
          { to: paths.provider.resources(), label: 'Resources' },
          { to: paths.provider.account(), label: 'Account' },
        ]
      : [
          { to: paths.provider.verify(), label: 'Verification' },
          { to: paths.provider.account(), label: 'Account' },
        ];
  }
  if (user.registrationRoute === 'male_partner') {
    return [
      { to: paths.treatments(), label: 'My Treatments' },
      { to: paths.account(), label: 'Account' },
    ];
  }
  return [
    { to: paths.tests(), label: 'My Tests' },
    // My Plan is behind the `plan` flag (SPEC §3 features).
    ...(user.features.plan ? [{ to: paths.plan(), label: 'My Plan' }] : []),
    { to: paths.care(), label: 'Care', end: true },
    { to: paths.shop.home(), label: 'Shop' },
    { to: paths.account(), label: 'Account' },
  ];
}

/** SPEC §2.7: on logout the user goes to the login page (their own variant); from /404/ to /login/. */
export function loginPageAfterLogout(pathname: string, user: CurrentUser | null): string {
  if (pathname.startsWith('/404')) return paths.login();
  if (user?.registrationRoute === 'male_partner') return paths.loginMalePartner();
  return paths.login();
}
