// A test's ID, date and status, as My Tests and My Results show them.
import { formatDisplayDate, StatusPill } from '@flora/shared';
import { testStatusLabel, testStatusTone } from '../test-status';
import styles from './test-facts.module.css';

export function TestFacts({ test }: { test: { hash: string; activated_at?: string | null; status?: string } }) {
  return (
    <dl className={styles.facts}>
      <div>
        <dt>Test ID</dt>
        <dd>{test.hash}</dd>
      </div>
      <div>
        <dt>Test Date</dt>
        <dd>{test.activated_at ? formatDisplayDate(test.activated_at) : '—'}</dd>
      </div>
      <div>
        <dt>Status</dt>
        <dd>
          <StatusPill tone={testStatusTone(test.status)}>{testStatusLabel(test.status)}</StatusPill>
        </dd>
      </div>
    </dl>
  );
}
