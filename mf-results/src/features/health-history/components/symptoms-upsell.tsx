// The symptoms upsell (SPEC §4 health-history-upsell): when she reports symptoms an ungated-Rx
// treatment answers and her account offers it (features.health_history_upsell), a calm card about
// care she can get now. It never blocks the form.
import { Card, Link, paths, useSession } from '@flora/shared';
import styles from './steps.module.css';

export function SymptomsUpsell({ treatments }: { treatments: readonly string[] }) {
  const session = useSession();
  const offered = session.status === 'authenticated' && !!session.user?.features.health_history_upsell;
  if (!offered || treatments.length === 0) return null;
  return (
    <Card title="Relief for your symptoms">
      <p className={styles.muted}>
        You don't have to wait for your results. A licensed clinician can review your symptoms and, if it's right for you, prescribe treatment now.
      </p>
      <p>
        <Link to={paths.care()}>See care options</Link>
      </p>
    </Card>
  );
}
