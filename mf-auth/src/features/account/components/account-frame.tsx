// The frame of every My Account page: the section's h1, a side navigation between the sections on
// wide screens, and on a phone a link back to the My Account list instead (the list is the
// overview page, one section per row).
import type { ReactNode } from 'react';
import { cx, layoutClassNames, Link, NavLink, Page, paths } from '@flora/shared';
import styles from './account-frame.module.css';

/** The access log's path (only My Account links to it, so it lives here, not in the shared paths). */
export const ACCOUNT_ACCESS_LOG_PATH = '/account/access-log/';

export interface AccountSection {
  to: string;
  label: string;
  description: string;
}

export const ACCOUNT_SECTIONS: readonly AccountSection[] = [
  { to: paths.accountProfile(), label: 'Profile', description: 'Your name, phone number and birthday.' },
  { to: paths.accountPassword(), label: 'Password', description: 'Change your password. Other devices are signed out.' },
  { to: paths.accountMembership(), label: 'Membership', description: 'Your plan, next delivery and price; change or cancel it.' },
  { to: paths.accountOrders(), label: 'Orders', description: 'What you ordered and where it stands.' },
  { to: paths.accountCoaching(), label: 'Coaching calls', description: 'Book a call with a health coach; reschedule or cancel it.' },
  { to: ACCOUNT_ACCESS_LOG_PATH, label: 'Access log', description: 'Who opened or changed your health data, and when.' },
];

export interface AccountFrameProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}

export function AccountFrame({ title, description, children }: AccountFrameProps) {
  return (
    <Page title={title} description={description}>
      <div className={styles.layout}>
        <nav aria-label="My Account" className={styles.nav}>
          <ul className={styles.navList}>
            {ACCOUNT_SECTIONS.map((section) => (
              <li key={section.to}>
                <NavLink to={section.to} className={({ isActive }) => cx(layoutClassNames.navLink, styles.navLink, isActive && styles.active)}>
                  {section.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.content}>
          <Link to={paths.account()} className={styles.back}>
            <span aria-hidden="true">←</span>All account settings
          </Link>
          {children}
        </div>
      </div>
    </Page>
  );
}
