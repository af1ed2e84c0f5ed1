// Site-wide announcements from GET /api/v1/user-config/ (the signed-in user's session), newest
// first, each with its title, message and date ('MMM d, yyyy'). Nothing when there are none.
import { type Announcement, formatDisplayDate, useSession } from '@flora/shared';
import styles from './announcements.module.css';

export function newestFirst(list: readonly Announcement[]): Announcement[] {
  return [...list].sort((a, b) => b.published_at.localeCompare(a.published_at));
}

export function Announcements() {
  const session = useSession();
  const list = session.status === 'authenticated' ? newestFirst(session.user?.announcements ?? []) : [];
  if (list.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="announcements-title">
      <h2 id="announcements-title" className={styles.title}>
        Announcements
      </h2>
      <ul className={styles.list} aria-label="Announcements">
        {list.map((a) => (
          <li key={a.id} className={styles.item}>
            <h3 className={styles.itemTitle}>{a.title}</h3>
            <p className={styles.date}>
              <time dateTime={a.published_at}>{formatDisplayDate(a.published_at)}</time>
            </p>
            <p className={styles.message}>{a.message}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
