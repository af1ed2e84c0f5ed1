// The frame of the provider's account pages: the h1 and a navigation between profile and password
// (a row of two links, which fits a phone too).
import type { ReactNode } from 'react';
import { cx, layoutClassNames, NavLink, Page } from '@flora/shared';
import { providerAccountPaths } from './account-paths';
import styles from './account.module.css';

const SECTIONS = [
  { to: providerAccountPaths.profile(), label: 'Profile' },
  { to: providerAccountPaths.password(), label: 'Password' },
];

export function ProviderAccountFrame({ title, description, children }: { title: string; description: ReactNode; children: ReactNode }) {
  return (
    <Page title={title} description={description}>
      <nav aria-label="Account" className={styles.nav}>
        <ul className={styles.navList}>
          {SECTIONS.map((section) => (
            <li key={section.to}>
              <NavLink to={section.to} end className={({ isActive }) => cx(layoutClassNames.navLink, styles.navLink, isActive && styles.active)}>
                {section.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {children}
    </Page>
  );
}
