import type { CurrentUser } from '@flora/shared';

export interface NavItem {
  to: string;
  label: string;
  end?: boolean;
}

/** The header links for who is signed in: each only where the guards let that user go. */
export function navigationFor(user: CurrentUser | null): NavItem[] {
  if (!user) return [];
  if (user.isProvider) {
    return user.provider_info.is_verified
      ? [
          { to: '/provider/', label: 'Home', end: true },
          { to: '/provider/order/', label: 'Order tests' },
          { to: '/provider/tests/', label: 'Patient tests' },
          { to: '/provider/resources/', label: 'Resources' },
        ]
      : [{ to: '/provider/verify/', label: 'Verification' }];
  }
  if (user.registrationRoute === 'male_partner') {
    return [
      { to: '/treatments/', label: 'My Treatment' },
      { to: '/account/', label: 'Account' },
    ];
  }
  return [
    { to: '/tests/', label: 'My Tests' },
    { to: '/care/', label: 'Care', end: true },
    { to: '/care/shop/', label: 'Shop' },
    { to: '/account/', label: 'Account' },
  ];
}

/** SPEC §2.7: on logout the user goes to the login page (their own variant); from /404/ to /login/. */
export function loginPageAfterLogout(pathname: string, user: CurrentUser | null): string {
  if (pathname.startsWith('/404')) return '/login/';
  if (user?.registrationRoute === 'male_partner') return '/login/male-partner/';
  return '/login/';
}
