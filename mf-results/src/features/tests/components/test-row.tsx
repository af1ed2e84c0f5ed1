// One test on My Tests: Test ID, Order #, Order Date (when the order that bought the kit was
// placed; '—' for a kit that came another way), Test Date and status, the way to its results once
// ready, and its Clinical Intake once care is bought for it (SPEC §2.10's labels, as on Orders): its
// Intake Form while the consult waits for it (the intake, or a new photo ID), else View.
import { Link, paths, StatusPill, VisuallyHidden } from '@flora/shared';
import { CONSULT_STATUS, formatDisplayDate, isIntakeIncomplete, LIST_LABELS } from '@flora/shared/domain';
import { bannerLinkHref } from '@flora/shared/care';
import { useConsults } from '@flora/shared/data';
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
        {test.latest_vaginitis_consult && <ClinicalIntake uid={test.latest_vaginitis_consult.uid} hash={test.hash} />}
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

/** The test's care consult (from the consult list the banner reads too): paid for, its intake or ID is due, or it can be viewed. */
function ClinicalIntake({ uid, hash }: { uid: string; hash: string }) {
  const consults = useConsults({ select: (list) => list.find((c) => c.uid === uid) ?? null });
  const consult = consults.data;
  if (!consult?.consult_paid) return null;
  // What the consult waits for from her: where the banner's action leads.
  const action = consult.status === CONSULT_STATUS.ID_FAILURE ? 'reuploadId' : isIntakeIncomplete(consult.status) ? 'completeIntake' : null;
  return (
    <div>
      <dt>{LIST_LABELS.clinicalIntake}</dt>
      <dd>
        {action ? (
          <Link to={bannerLinkHref(action, consult)}>
            {LIST_LABELS.intakeForm}
            <VisuallyHidden> for test {hash}</VisuallyHidden>
          </Link>
        ) : (
          <Link to={paths.consult(consult.uid)}>
            {LIST_LABELS.view}
            <VisuallyHidden> the consultation for test {hash}</VisuallyHidden>
          </Link>
        )}
      </dd>
    </div>
  );
}
