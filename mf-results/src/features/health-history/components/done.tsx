// After submit: the history is in, the next step is mailing the sample; a way back to My Tests and
// to her (now read-only) answers, and the symptoms upsell when it applies.
import { Banner, buttonClassName, Link, paths } from '@flora/shared';
import { SymptomsUpsell } from './symptoms-upsell';
import styles from './steps.module.css';

export function Done({ hash, treatments }: { hash: string; treatments: readonly string[] }) {
  return (
    <div className={styles.stack}>
      <h2 className={styles.heading}>Thank you: your health history is submitted</h2>
      <Banner tone="success" title="Next: mail your sample">
        Seal the tube in the prepaid envelope from your kit and drop it in any mailbox. We'll email you when the lab receives it, and again when your
        results are ready.
      </Banner>
      <SymptomsUpsell treatments={treatments} />
      <div className={styles.actions}>
        <Link to={paths.tests()} className={buttonClassName()}>
          Back to My Tests
        </Link>
        <Link to={paths.healthHistory(hash, 'review')}>See your answers</Link>
      </div>
    </div>
  );
}
