// /account/ — My Account: who is signed in, and one row per section (profile, password,
// membership, orders). On a phone this list is how one moves between the sections.
import { Link, Page, useSession } from '@flora/shared';
import { ACCOUNT_SECTIONS } from '../components/account-frame';
import styles from './account-page.module.css';

export function AccountPage() {
  const session = useSession();
  const user = session.status === 'authenticated' ? session.user : null;
  const name = user ? `${user.firstName} ${user.lastName}`.trim() : '';
  return (
    <Page title="My Account" description={user ? <>Signed in as {name ? `${name} (${user.email})` : user.email}.</> : undefined}>
      <nav aria-label="My Account">
        <ul className={styles.list}>
          {ACCOUNT_SECTIONS.map((section) => (
            <li key={section.to}>
              <Link to={section.to} className={styles.row}>
                <span className={styles.label}>{section.label}</span>
                <span className={styles.description}>{section.description}</span>
                <span aria-hidden="true" className={styles.chevron}>
                  ›
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </Page>
  );
}
