// One test on My Tests: Test ID, Order #, Order Date (when the order that bought the kit was
// placed; '—' for a kit that came another way), Test Date and status, and the way to its results once ready.
import { formatDisplayDate, Link, LIST_LABELS, paths, StatusPill, VisuallyHidden } from '@flora/shared';
import type { UserTestListItem } from '../../../lib/api/user-tests';
import { testStatusLabel, testStatusTone } from '../test-status';
import styles from './test-row.module.css';

export function TestRow({ test }: { test: UserTestListItem }) {
  return (
    <>
      <dl className={styles.facts}>
        <div>
          <dt>{LIST_LABELS.testId}</dt>
          <dd>{test.hash}</dd>
        </div>
        <div>
          <dt>{LIST_LABELS.orderNumber}</dt>
          <dd>{test.test_order ?? '—'}</dd>
        </div>
        <div>
          <dt>{LIST_LABELS.orderDate}</dt>
          <dd>{test.ordered_at ? formatDisplayDate(test.ordered_at) : '—'}</dd>
        </div>
        <div>
          <dt>{LIST_LABELS.testDate}</dt>
          <dd>{test.activated_at ? formatDisplayDate(test.activated_at) : '—'}</dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd>
            <StatusPill tone={testStatusTone(test.status)}>{testStatusLabel(test.status)}</StatusPill>
          </dd>
        </div>
      </dl>
      {test.status === 'ready' && (
        <Link className={styles.view} to={paths.results(test.hash)}>
          {LIST_LABELS.view}
          <VisuallyHidden> results for test {test.hash}</VisuallyHidden>
        </Link>
      )}
    </>
  );
}
