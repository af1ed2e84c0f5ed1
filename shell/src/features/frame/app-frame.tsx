// The shell's frame around every page: the layout's header with the navigation for who is signed
// in, sign-out, the toasts, and focus on the new page's heading after each navigation.
import type { ReactNode } from 'react';
import { Button, Link, logout, NavLink, ToastRegion, useLocation, useNavigate } from '@flora/shared';
import { type CurrentUser } from '@flora/shared/domain';
import CartLink from './cart-link';
import { FrameLayout } from './frame-layout';
import type { Visitor } from '../../lib/visitor';
import { useFocusPageHeading } from './focus-page-heading';
import { navigationFor, loginPageAfterLogout, type NavItem } from './navigation-items';
import styles from './app-frame.module.css';

/** The cart is for consumers past the gates of the shop (SPEC §2.2); male partners buy through their own flow. */
const canShop = (user: CurrentUser | null) =>
  !!user && !user.isProvider && user.registrationRoute !== 'male_partner' && user.emailVerified && user.consentCompleted.research;

export function AppFrame({ visitor, registryNav, children }: { visitor: Visitor; registryNav?: NavItem[]; children: ReactNode }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const items = navigationFor(visitor.user, registryNav);
  useFocusPageHeading(pathname);

  async function signOut() {
    const to = loginPageAfterLogout(pathname, visitor.user);
    await logout();
    navigate(to, { replace: true });
  }

  return (
    <FrameLayout
      brand={<Link to="/">Flora</Link>}
      nav={
        items.length > 0 &&
        items.map((item) => (
          <NavLink key={item.to} to={item.to} end={item.end}>
            {item.label}
          </NavLink>
        ))
      }
      actions={
        visitor.user ? (
          <>
            {canShop(visitor.user) && <CartLink />}
            <Button variant="ghost" onClick={() => void signOut()}>
              Sign out
            </Button>
          </>
        ) : (
          !visitor.authenticated && (
            <Link to="/login/" className={styles.signIn}>
              Sign in
            </Link>
          )
        )
      }
    >
      {children}
      <ToastRegion />
    </FrameLayout>
  );
}
