// The clinic's own sections, above every clinic page: the review queue and the back-office pages.
import { NavLink } from '@flora/shared';
import { clinicPaths } from '../clinic-paths';
import styles from './clinic-nav.module.css';

const SECTIONS = [
  { label: 'Review queue', to: clinicPaths.queue(), end: true },
  { label: 'Announcements', to: clinicPaths.announcements(), end: false },
  { label: 'Coaching calls', to: clinicPaths.coachingSlots(), end: false },
];

export function ClinicNav() {
  return (
    <nav aria-label="Clinic sections" className={styles.nav}>
      <ul className={styles.list}>
        {SECTIONS.map((s) => (
          <li key={s.to}>
            <NavLink to={s.to} end={s.end} className={({ isActive }) => (isActive ? `${styles.link} ${styles.active}` : styles.link)}>
              {s.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
