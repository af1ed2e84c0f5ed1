// Site-wide announcements from GET /api/v1/user-config/ (the signed-in user's session), newest
// first, each with its title, message and date ('MMM d, yyyy') and a Dismiss button: the dismissal
// is kept on the server, so it stays dismissed on her other devices. Nothing when there are none.
import { useState } from 'react';
import { Banner, Button, cx, errorMessage, layoutClassNames, useSession } from '@flora/shared';
import { type Announcement, formatDisplayDate } from '@flora/shared/domain';
import { useDismissAnnouncement } from '../api/dismiss-announcement';
import styles from './announcements.module.css';

export function newestFirst(list: readonly Announcement[]): Announcement[] {
  return [...list].sort((a, b) => b.published_at.localeCompare(a.published_at));
}

export function Announcements() {
  const session = useSession();
  const dismiss = useDismissAnnouncement();
  // Hidden at once on a successful dismissal, before user-config is read again.
  const [dismissed, setDismissed] = useState<ReadonlySet<number>>(new Set());
  const [failed, setFailed] = useState<string | null>(null);
  const all = session.status === 'authenticated' ? newestFirst(session.user?.announcements ?? []) : [];
  const list = all.filter((a) => !dismissed.has(a.id));
  if (list.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="announcements-title">
      <h2 id="announcements-title" className={styles.title}>
        Announcements
      </h2>
      {failed && (
        <Banner tone="error" title="That announcement could not be dismissed">
          {failed}
        </Banner>
      )}
      <ul className={cx(layoutClassNames.plainList, styles.list)} aria-label="Announcements">
        {list.map((a) => (
          <li key={a.id} className={styles.item}>
            <div className={styles.head}>
              <h3 className={styles.itemTitle}>{a.title}</h3>
              <Button
                variant="secondary"
                aria-label={`Dismiss the announcement ${a.title}`}
                loading={dismiss.isPending && dismiss.variables === a.id}
                loadingLabel="Dismissing…"
                disabled={dismiss.isPending}
                onClick={() => {
                  setFailed(null);
                  dismiss.mutate(a.id, {
                    onSuccess: () => setDismissed((ids) => new Set(ids).add(a.id)),
                    onError: (error) => setFailed(errorMessage(error)),
                  });
                }}
              >
                Dismiss
              </Button>
            </div>
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
