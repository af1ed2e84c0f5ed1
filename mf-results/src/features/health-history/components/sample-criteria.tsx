// When a sample may be taken, and what to do if not yet: wait and come back (her answers are kept,
// and this is the page she comes back to). A recent antibiotic dose she reported gets its own note.
import { Banner, Link, paths } from '@flora/shared';
import { formatDisplayDate } from '@flora/shared/domain';
import type { Answers } from '../flow';
import styles from './steps.module.css';

const WAIT_AFTER_ANTIBIOTICS_DAYS = 7;

/** The first day a sample may be taken after her last antibiotic dose, if that is still ahead. */
export function antibioticsWaitUntil(answers: Answers, today = new Date()): Date | null {
  const last = answers.antibiotics_recent === true ? answers.antibiotics_last_dose : undefined;
  if (typeof last !== 'string') return null;
  const [y, m, d] = last.split('-').map(Number);
  const until = new Date(y!, m! - 1, d! + WAIT_AFTER_ANTIBIOTICS_DAYS);
  const start = new Date(today.getFullYear(), today.getMonth(), today.getDate());
  return until > start ? until : null;
}

export function SampleCriteria({ answers }: { answers: Answers }) {
  const waitUntil = antibioticsWaitUntil(answers);
  return (
    <>
      <p>Take your sample on a day when all of these are true:</p>
      <ul className={styles.list}>
        <li>You are not on your period (light spotting is fine).</li>
        <li>You have not had vaginal sex in the last 48 hours.</li>
        <li>You have not douched or used vaginal creams, gels, suppositories or lubricant in the last 48 hours.</li>
        <li>You have not taken antibiotics or antifungals in the last 7 days.</li>
      </ul>
      {waitUntil && (
        <Banner tone="warning" title="Wait a few more days">
          You told us you recently took antibiotics. For accurate results, take your sample on or after {formatDisplayDate(waitUntil)}.
        </Banner>
      )}
      <Banner tone="info" title="Not the right time?">
        That's okay. Wait until these are true, then come back: your answers are saved, and you will pick up right here from{' '}
        <Link to={paths.tests()}>My Tests</Link>.
      </Banner>
    </>
  );
}
